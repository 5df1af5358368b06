import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/client';
import { json, never, problem, renderAt, serveApi } from '../../testing';
import { QueryState } from './QueryState';

function Thing({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['thing', id], queryFn: () => api.get(`api/things/${id}`).json<{ name: string; parts: string[] }>() });
  return (
    <QueryState
      query={query}
      loading="Loading the thing…"
      failed="The thing could not be loaded"
      notFound={<p>No such thing</p>}
      isEmpty={(thing) => thing.parts.length === 0}
      empty={<p>No parts yet</p>}
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
});
