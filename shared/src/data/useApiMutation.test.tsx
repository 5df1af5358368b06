import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, take, toArray } from 'rxjs';
import { api } from '../api/client';
import { bus } from '../bus/bus';
import { fieldProblem, json, problem, renderAt, serveApi, unreachable } from '../testing';
import { rememberedAttempt } from '../api/rememberedAttempt';
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

  it('remembers a remembered call’s key in the tab while it is on its way and after no answer, and forgets it once an answer comes', async () => {
    function Pay() {
      const pay = useApiMutation({
        idempotent: true,
        remember: 'test.pay',
        mutationFn: (_: void, { idempotencyKey }) => api.post('api/pay', { headers: { 'Idempotency-Key': idempotencyKey } }).json<unknown>(),
        failureToast: false,
      });
      return (
        <>
          <button type="button" onClick={() => pay.mutate()}>
            Pay
          </button>
          {pay.isError && <p role="alert">{pay.errorText}</p>}
        </>
      );
    }
    const calls = serveApi({ 'POST /api/pay': unreachable });
    renderAt(<Pay />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(calls.callsTo('POST /api/pay').length).toBeGreaterThan(0));
    const key = calls.callsTo('POST /api/pay')[0]!.headers['idempotency-key'];
    // no answer came: what became of it is not known, so it stays
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
    expect(rememberedAttempt('test.pay')?.key).toBe(key);
    calls.routes['POST /api/pay'] = problem(409, 'register_closed');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(rememberedAttempt('test.pay')).toBeNull());
    sessionStorage.clear();
  });
});
