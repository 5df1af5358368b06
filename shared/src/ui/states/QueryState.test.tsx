import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/client';
import { json, never, problem, renderAt, serveApi } from '../../testing';
import { QueryState } from './QueryState';
import type { StateSize } from './StateSize';

function Thing({ id, size }: { id: string; size?: StateSize }) {
  const query = useQuery({ queryKey: ['thing', id], queryFn: () => api.get(`api/things/${id}`).json<{ name: string; parts: string[] }>() });
  return (
    <QueryState
      query={query}
      loading="Loading the thing…"
      failed="The thing could not be loaded"
      notFound={<p>No such thing</p>}
      isEmpty={(thing) => thing.parts.length === 0}
      empty={<p>No parts yet</p>}
      size={size}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('announces loading by name', async () => {
    serveApi({ 'GET /api/things/1': () => never() });
    renderAt(<Thing id="1" />);
    expect(await screen.findByRole('status', { name: 'Loading the thing…' })).toBeInTheDocument();
  });

  it('shows the data', async () => {
    serveApi({ 'GET /api/things/1': json({ name: 'Lamp', parts: ['bulb'] }) });
    renderAt(<Thing id="1" />);
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
  });

  it('shows the empty state when the data holds nothing', async () => {
    serveApi({ 'GET /api/things/1': json({ name: 'Lamp', parts: [] }) });
    renderAt(<Thing id="1" />);
    expect(await screen.findByText('No parts yet')).toBeInTheDocument();
  });

  it('shows not found for a 404, not a failure to retry', async () => {
    serveApi({ 'GET /api/things/1': problem(404, 'not_found') });
    renderAt(<Thing id="1" />);
    expect(await screen.findByText('No such thing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('tells a failure in words and asks again on Retry', async () => {
    const api = serveApi({ 'GET /api/things/1': problem(500, 'internal') });
    renderAt(<Thing id="1" />);
    expect(await screen.findByRole('heading', { name: 'The thing could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
    api.routes['GET /api/things/1'] = json({ name: 'Lamp', parts: ['bulb'] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
  });

  it("holds a field's place at the control's height while it loads, so the form's buttons do not move when it comes", async () => {
    serveApi({ 'GET /api/things/1': () => never() });
    renderAt(<Thing id="1" size="field" />);
    const loading = await screen.findByRole('status', { name: 'Loading the thing…' });
    // antd's control height: the height of the select, input or picker that takes its place
    expect(loading).toHaveStyle({ minHeight: '32px' });
    expect(loading).not.toHaveStyle({ paddingTop: '24px' });
    expect(loading).toHaveTextContent('Loading the thing…');
  });

  it("tells a field's failure in an alert in its place and asks again on Retry", async () => {
    const api = serveApi({ 'GET /api/things/1': problem(500, 'internal') });
    renderAt(<Thing id="1" size="field" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The thing could not be loaded');
    api.routes['GET /api/things/1'] = json({ name: 'Lamp', parts: ['bulb'] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
  });
});
