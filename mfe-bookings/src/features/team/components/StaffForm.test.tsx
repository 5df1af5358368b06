import { fieldProblem, json, problem, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ana, drawer, fill, serveTeam, viewAt } from '../testing';

// The member drawer's form, opened from the team page.

let user: ReturnType<typeof userEvent.setup>;
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });
beforeEach(() => {
  user = userEvent.setup();
});

const viewTeam = () => viewAt('/app/staff');

describe('the member drawer', () => {
  it('adds a member: name, a colour of the palette, services and hours, with no login', async () => {
    const api = serveTeam({ 'POST /api/staff': json({ ...ana, id: 'staff-9', name: 'Dee Lin' }, 201) });
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const panel = await drawer('Add team member');
    await fill(user, within(panel).getByLabelText('Name'), '  Dee Lin ');
    // Ana wears a colour off the palette and Ben teal: blue is free, and chosen
    expect(within(panel).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Purple' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Colour' }));
    await user.click(within(panel).getByRole('switch', { name: 'Works on Tuesday' }));
    await user.click(within(panel).getByRole('switch', { name: 'Works on Sunday' }));
    const sundayEnds = within(panel).getByLabelText('Sunday, shift 1 ends');
    await fill(user, sundayEnds, '24:00');
    await user.click(within(panel).getByRole('button', { name: 'Add team member' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff')[0]?.body).toEqual({
        name: 'Dee Lin',
        color: '#7e22ce',
        serviceIds: ['service-2'],
        hours: [
          { weekday: 2, starts: '09:00', ends: '17:00' },
          { weekday: 7, starts: '09:00', ends: '24:00' },
        ],
      }),
    );
  });

  it("edits a member's week: a split shift added, a day off; hours and services are sent whole", async () => {
    const api = serveTeam({ 'PATCH /api/staff/staff-1': json(ana) });
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Ruiz' }));
    const panel = await drawer('Edit Ana Ruiz');
    // the member's own colour is offered although it is not the palette's
    expect(within(panel).getByRole('radio', { name: 'Current colour' })).toBeChecked();
    // the hours on the reader's clock, and typed as they would write them
    expect(within(panel).getByLabelText('Monday, shift 1 starts')).toHaveDisplayValue(/^9:00\sAM$/);
    const mondayEnds = within(panel).getByLabelText('Monday, shift 1 ends');
    await fill(user, mondayEnds, '12pm');
    await user.click(within(panel).getByRole('button', { name: 'Add a shift on Monday' }));
    expect(mondayEnds).toHaveDisplayValue(/^12:00\sPM$/);
    await fill(user, within(panel).getByLabelText('Monday, shift 2 starts'), '1 pm');
    await fill(user, within(panel).getByLabelText('Monday, shift 2 ends'), '18:00');
    await user.click(within(panel).getByRole('switch', { name: 'Works on Friday' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/staff/staff-1')[0]?.body).toEqual({
        name: 'Ana Ruiz',
        color: '#1677ff',
        serviceIds: ['service-1'],
        hours: [
          { weekday: 1, starts: '09:00', ends: '12:00' },
          { weekday: 1, starts: '13:00', ends: '18:00' },
          { weekday: 2, starts: '09:00', ends: '17:00' },
          { weekday: 3, starts: '09:00', ends: '17:00' },
          { weekday: 4, starts: '09:00', ends: '17:00' },
        ],
      }),
    );
  });

  it('refuses overlapping and backwards shifts before sending', async () => {
    const api = serveTeam();
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Ruiz' }));
    const panel = await drawer('Edit Ana Ruiz');
    await user.click(within(panel).getByRole('button', { name: 'Add a shift on Monday' }));
    await fill(user, within(panel).getByLabelText('Monday, shift 2 starts'), '16:00');
    await fill(user, within(panel).getByLabelText('Monday, shift 2 ends'), '18:00');
    const tuesdayEnds = within(panel).getByLabelText('Tuesday, shift 1 ends');
    await fill(user, tuesdayEnds, '08:00');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(within(panel).getByRole('group', { name: 'Tuesday' })).findByText('It must end after it starts')).toBeInTheDocument();
    expect(within(within(panel).getByRole('group', { name: 'Monday' })).getAllByText('It overlaps another shift of the day')).not.toHaveLength(0);
    expect(api.callsTo('PATCH /api/staff/staff-1')).toEqual([]);
  });

  it("places the API's refusal of a shift under its own row", async () => {
    // Ben's shifts sent: Monday, then Saturday's two; the third (hours.2) is Saturday's second
    serveTeam({ 'PATCH /api/staff/staff-2': fieldProblem({ 'hours.2': 'invalid_value' }) });
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Edit Ben Ortiz' }));
    const panel = await drawer('Edit Ben Ortiz');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const saturday = within(panel).getByRole('group', { name: 'Saturday' });
    const refusal = await within(saturday).findByText('Check this shift: it must end after it starts and not overlap another of the day');
    expect(within(panel).getByLabelText('Saturday, shift 2 ends')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText('Saturday, shift 1 ends')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(within(panel).getByRole('group', { name: 'Monday' })).queryByText(refusal.textContent!)).not.toBeInTheDocument();
  });

  it('requires a name', async () => {
    const api = serveTeam();
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const panel = await drawer('Add team member');
    await user.click(within(panel).getByRole('button', { name: 'Add team member' }));
    expect(await within(panel).findByText('Enter a name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff')).toEqual([]);
  });

  it("says in the platform's words when a staff user may not save", async () => {
    serveTeam({ 'POST /api/staff': problem(403, 'admin_only') });
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const panel = await drawer('Add team member');
    await fill(user, within(panel).getByLabelText('Name'), 'Dee Lin');
    await user.click(within(panel).getByRole('button', { name: 'Add team member' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Not saved: Only an admin can do that.');
  });
});
