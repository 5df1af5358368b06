import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/render';
import { json, serveApi, unreachable } from '../testing/serveApi';
import { publicCall } from './publicCall';
import { PublicReadState } from './PublicReadState';
import { usePublicRead } from './usePublicRead';

/** The page of a read: its states until the answer, then the answer. */
function Page() {
  const read = usePublicRead('page', () => publicCall<{ name: string }>('/api/page'));
  if (!read.data) return <PublicReadState read={read} loading="Loading the page…" />;
  return <p>{read.data.name}</p>;
}

afterEach(() => jest.restoreAllMocks());

describe('PublicReadState', () => {
  it('announces the read on its way in the page’s words', async () => {
    serveApi({ 'GET /api/page': json({ name: 'Pawsome Grooming' }) });
    renderAt(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(await screen.findByText('Pawsome Grooming')).toBeInTheDocument();
  });

  it('says why a read failed, and reads again on Try again', async () => {
    const api = serveApi({ 'GET /api/page': unreachable });
    renderAt(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached. Check your connection and try again.');
    api.routes['GET /api/page'] = json({ name: 'Pawsome Grooming' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pawsome Grooming')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
