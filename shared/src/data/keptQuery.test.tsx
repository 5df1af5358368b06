import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '../api/client';
import { held, json, renderAt, serveApi } from '../testing';
import { useQuery } from '@tanstack/react-query';
import { keptQuery } from './keptQuery';

/** A day's rooms, the day chosen by its buttons: the key follows the choice. */
function Rooms() {
  const [day, setDay] = useState('2024-07-01');
  const rooms = useQuery(
    keptQuery({
      queryKey: ['steady-test', 'rooms', day],
      queryFn: ({ signal }) => api.get('api/rooms', { searchParams: { day }, signal }).json<string[]>(),
    }),
  );
  return (
    <>
      <button type="button" onClick={() => setDay('2024-07-02')}>
        Next day
      </button>
      <ul aria-label="rooms" aria-busy={rooms.isPlaceholderData}>
        {rooms.data?.map((room) => (
          <li key={room}>{room}</li>
        ))}
      </ul>
    </>
  );
}

describe('keptQuery', () => {
  it('keeps the last answer on screen, marked as a placeholder, while the next choice’s loads', async () => {
    const next = held();
    serveApi({ 'GET /api/rooms': ({ query }) => (query.day === '2024-07-01' ? json(['Blue room']) : next.reply()) });
    renderAt(<Rooms />);
    const list = screen.getByRole('list', { name: 'rooms' });
    expect(await within(list).findByText('Blue room')).toBeInTheDocument();
    expect(list).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(within(list).getByText('Blue room')).toBeInTheDocument();
    next.answer(json(['Green room']));
    expect(await within(list).findByText('Green room')).toBeInTheDocument();
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(within(list).queryByText('Blue room')).not.toBeInTheDocument();
  });
});
