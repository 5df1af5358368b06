import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, take, toArray } from 'rxjs';
import { api } from '../api/client';
import { bus } from '../bus/bus';
import { fieldProblem, json, problem, renderAt, serveApi } from '../testing';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from './useApiMutation';

type Note = { id: string; text: string };

function Notes() {
  const notes = useQuery({ queryKey: ['notes'], queryFn: () => api.get('api/notes').json<Note[]>() });
  const add = useApiMutation({
    mutationFn: (text: string) => api.post('api/notes', { json: { text } }).json<Note>(),
    invalidates: [['notes']],
    successMessage: (note) => `Added ${note.text}`,
    failureToast: 'fields',
  });
  return (
    <div>
      <ul aria-label="notes">
        {notes.data?.map((n) => (
          <li key={n.id}>{n.text}</li>
        ))}
      </ul>
      <button type="button" disabled={add.busy} onClick={() => add.mutate('milk')}>
        Add
      </button>
      {add.fieldErrors ? <p role="alert">{add.fieldErrors.text}</p> : null}
    </div>
  );
}

describe('useApiMutation', () => {
  it('is busy while the change is on its way, then tells success and reloads what it made stale', async () => {
    const saved: Note[] = [];
    let release: () => void = () => undefined;
    const api = serveApi({
      'GET /api/notes': () => json(saved),
      'POST /api/notes': ({ body }) =>
        new Promise((resolve) => {
          release = () => {
            const note = { id: String(saved.length + 1), text: (body as Note).text };
            saved.push(note);
            resolve(json(note, 201));
          };
        }),
    });
    const toasts = firstValueFrom(bus.on('notify').pipe(take(1)));
    renderAt(<Notes />);
    await waitFor(() => expect(api.callsTo('GET /api/notes')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    release();

    expect(await screen.findByText('milk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(api.callsTo('GET /api/notes')).toHaveLength(2);
    expect(await toasts).toEqual({ type: 'notify', level: 'success', message: 'Added milk' });
  });

  it('shows a field refusal under its field, translated, without a toast', async () => {
    serveApi({ 'GET /api/notes': json([]), 'POST /api/notes': fieldProblem({ text: ['too_long', { limit: 5 }] }) });
    const toasts: unknown[] = [];
    const subscription = bus.on('notify').subscribe((e) => toasts.push(e));
    renderAt(<Notes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 5 characters');
    subscription.unsubscribe();
    expect(toasts).toEqual([]);
  });

  it('tells any other failure in a toast, in the user’s language', async () => {
    serveApi({ 'GET /api/notes': json([]), 'POST /api/notes': problem(403, 'admin_only') });
    const toast = firstValueFrom(bus.on('notify').pipe(take(1), toArray()));
    renderAt(<Notes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await toast).toEqual([{ type: 'notify', level: 'error', message: 'Only an admin can do that.' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
