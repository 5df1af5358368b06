import { addDays, dayIn } from '@frontdesk/shared';
import { fieldProblem, json, noContent, problem, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anException, drawer, fill, serveTeam, viewAt } from '../testing';

// A member's time off and extra hours, in their drawer.

let user: ReturnType<typeof userEvent.setup>;
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });
beforeEach(() => {
  user = userEvent.setup();
});

// the business's today (New York), not the browser's (Los Angeles)
const today = () => dayIn(new Date().toISOString(), 'America/New_York');

async function openAna() {
  viewAt('/app/staff');
  await user.click(await screen.findByRole('button', { name: 'Edit Ana Ruiz' }));
  return drawer('Edit Ana Ruiz');
}

describe("a member's time off and extra hours", () => {
  it("lists the next 90 days' from the business's today", async () => {
    const api = serveTeam({
      'GET /api/staff-exceptions': json({
        items: [
          anException(),
          anException({ id: 'exception-2', day: '2026-03-14', kind: 'extra', starts: '10:00', ends: '14:00', note: '' }),
          anException({ id: 'exception-3', day: '2026-03-20', through: '2026-03-27', note: 'Family holiday' }),
        ],
      }),
    });
    const panel = await openAna();
    const list = await within(panel).findByRole('list', { name: 'Time off and extra hours of Ana Ruiz' });
    const [off, extra, holiday] = within(list).getAllByRole('listitem');
    expect(off).toHaveTextContent('Mar 12, 2026');
    expect(off).toHaveTextContent('Time off');
    expect(off).toHaveTextContent('All day');
    expect(off).toHaveTextContent('Dentist');
    expect(extra).toHaveTextContent('Extra hours');
    // on the reader's clock, as the calendar's
    expect(extra).toHaveTextContent('10:00 AM – 2:00 PM');
    // time off over several days: one entry, its days and its label
    expect(holiday).toHaveTextContent('Mar 20 – 27, 2026');
    expect(holiday).toHaveTextContent('Family holiday');
    expect(within(holiday!).getByRole('button', { name: /^Remove Time off on Mar 20\s–\s27, 2026$/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/staff-exceptions')[0]?.query).toEqual({ staffId: 'staff-1', from: today(), to: addDays(today(), 90) });
    expect(within(panel).getByText('The next 90 days, on the business’s clock (America/New_York).')).toBeInTheDocument();
  });

  it('adds a whole day off with a note', async () => {
    const api = serveTeam({ 'POST /api/staff-exceptions': json(anException(), 201) });
    const panel = await openAna();
    await within(panel).findByText('No time off or extra hours in the next 90 days.');
    await fill(user, within(panel).getByLabelText('Note'), 'Dentist');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff-exceptions')[0]?.body).toEqual({
        staffId: 'staff-1',
        day: today(),
        through: null,
        kind: 'off',
        starts: null,
        ends: null,
        note: 'Dentist',
      }),
    );
    // the list is asked again
    await waitFor(() => expect(api.callsTo('GET /api/staff-exceptions')).toHaveLength(2));
  });

  it('adds time off over several days with its label, and refuses a last day before the first', async () => {
    const api = serveTeam({ 'POST /api/staff-exceptions': json(anException({ through: addDays(today(), 6) }), 201) });
    const panel = await openAna();
    await fill(user, within(panel).getByLabelText('Day'), addDays(today(), 2));
    const through = within(panel).getByLabelText('Last day');
    await fill(user, through, addDays(today(), 1));
    await fill(user, within(panel).getByLabelText('Note'), 'Family holiday');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('The last day comes after the first')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff-exceptions')).toHaveLength(0);
    await fill(user, through, addDays(today(), 6));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff-exceptions')[0]?.body).toEqual({
        staffId: 'staff-1',
        day: addDays(today(), 2),
        through: addDays(today(), 6),
        kind: 'off',
        starts: null,
        ends: null,
        note: 'Family holiday',
      }),
    );
    // part of a day has no last day
    await user.click(within(panel).getByRole('checkbox', { name: 'The whole day' }));
    expect(within(panel).queryByLabelText('Last day')).not.toBeInTheDocument();
  });

  it('adds extra hours on a chosen day, with their times', async () => {
    const api = serveTeam({ 'POST /api/staff-exceptions': json(anException({ kind: 'extra', starts: '18:00', ends: '21:00' }), 201) });
    const panel = await openAna();
    await fill(user, within(panel).getByLabelText('Day'), addDays(today(), 3));
    await user.click(within(panel).getByRole('radio', { name: 'Extra hours' }));
    expect(within(panel).queryByRole('checkbox', { name: 'The whole day' })).not.toBeInTheDocument();
    await fill(user, within(panel).getByLabelText('Starts'), '18:00');
    await fill(user, within(panel).getByLabelText('Ends'), '21:00');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff-exceptions')[0]?.body).toEqual({
        staffId: 'staff-1',
        day: addDays(today(), 3),
        through: null,
        kind: 'extra',
        starts: '18:00',
        ends: '21:00',
        note: '',
      }),
    );
  });

  it("places the API's refusal under its field", async () => {
    serveTeam({ 'POST /api/staff-exceptions': fieldProblem({ starts: 'required' }) });
    const panel = await openAna();
    await user.click(within(panel).getByRole('checkbox', { name: 'The whole day' }));
    await fill(user, within(panel).getByLabelText('Starts'), '09:00');
    await fill(user, within(panel).getByLabelText('Ends'), '12:00');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('This field is required')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Starts')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes one', async () => {
    const api = serveTeam({
      'GET /api/staff-exceptions': json({ items: [anException()] }),
      'DELETE /api/staff-exceptions/exception-1': noContent(),
    });
    const panel = await openAna();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Time off on Mar 12, 2026' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff-exceptions/exception-1')).toHaveLength(1));
  });

  it("says when a staff user may not remove one, in the platform's words", async () => {
    serveTeam({
      'GET /api/staff-exceptions': json({ items: [anException()] }),
      'DELETE /api/staff-exceptions/exception-1': problem(403, 'admin_only'),
    });
    const panel = await openAna();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Time off on Mar 12, 2026' }));
    expect(await within(panel).findByText('Not removed: Only an admin can do that.')).toBeInTheDocument();
  });
});
