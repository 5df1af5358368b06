import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failureCodeOf } from '../api/problem';
import { renderAt } from '../testing/render';
import { json, problem, serveApi } from '../testing/serveApi';
import { publicCall } from './publicCall';
import { usePublicMutation } from './usePublicMutation';

type Props = { onSuccess: (number: number, name: string) => void; onError: (error: unknown, name: string) => void };

/** A form of one button: books for "Ann", says the failure. */
function Book({ onSuccess, onError }: Props) {
  const book = usePublicMutation({
    mutationFn: (name: string) => publicCall<{ number: number }>('/api/book', { method: 'POST', json: { name } }).then((answer) => answer.number),
    onSuccess,
    onError,
  });
  return (
    <>
      <button type="button" onClick={() => book.mutate('Ann')}>
        {book.busy ? 'Booking' : 'Book'}
      </button>
      <p>{book.errorText}</p>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('usePublicMutation', () => {
  it('calls onSuccess with the answer and the variables, and not onError', async () => {
    serveApi({ 'POST /api/book': json({ number: 7 }, 201) });
    const onSuccess = jest.fn();
    const onError = jest.fn();
    renderAt(<Book onSuccess={onSuccess} onError={onError} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('button', { name: 'Book' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith(7, 'Ann');
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError with the failure and the variables, and still says the failure', async () => {
    serveApi({ 'POST /api/book': problem(409, 'slot_taken') });
    const onSuccess = jest.fn();
    const onError = jest.fn();
    renderAt(<Book onSuccess={onSuccess} onError={onError} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This time is no longer free: someone else booked it a moment ago. Choose another time.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, name] = onError.mock.calls[0] ?? [];
    expect(failureCodeOf(error)).toBe('slot_taken');
    expect(name).toBe('Ann');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
