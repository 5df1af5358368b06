import { bus } from '@frontdesk/shared';
import { json, problem, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ana, cleo, serveTeam, teamOf, viewAt } from '../testing';

let user: ReturnType<typeof userEvent.setup>;
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });
beforeEach(() => {
  user = userEvent.setup();
});

const viewTeam = () => viewAt('/app/staff');

describe('StaffPage', () => {
  it('lists the team in its order with their services and week, the archived apart, and says the zone of the hours', async () => {
    serveTeam();
    viewTeam();
    const team = await screen.findByRole('table', { name: 'Team' });
    const [, anaRow, benRow] = within(team).getAllByRole('row');
    expect(anaRow).toHaveTextContent('Ana Ruiz');
    expect(within(anaRow!).getByText('Haircut')).toBeInTheDocument();
    expect(within(anaRow!).getByText('Mon–Fri 09:00–17:00')).toBeInTheDocument();
    expect(benRow).toHaveTextContent('Ben Ortiz');
    expect(await within(benRow!).findByText('Haircut, Colour')).toBeInTheDocument();
    expect(within(benRow!).getByText('Mon 09:00–17:00')).toBeInTheDocument();
    expect(within(benRow!).getByText('Sat 09:00–12:00, 13:00–17:00')).toBeInTheDocument();
    expect(within(team).queryByText('Cleo Park')).not.toBeInTheDocument();
    const archived = screen.getByRole('table', { name: 'Archived team members' });
    expect(within(archived).getByText('Cleo Park')).toBeInTheDocument();
    expect(within(archived).getByText('No weekly hours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Archived' })).toBeInTheDocument();
    expect(screen.getByText(/Hours are in the business’s time zone, America\/New_York/)).toBeInTheDocument();
  });

  it('says when there is nobody in the team yet', async () => {
    serveTeam({ 'GET /api/staff': json(teamOf([])) });
    viewTeam();
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
  });

  it('says the team could not be loaded', async () => {
    serveTeam({ 'GET /api/staff': problem(500, 'internal') });
    viewTeam();
    expect(await screen.findByText('The team could not be loaded')).toBeInTheDocument();
  });

  it('archives a member and restores an archived one', async () => {
    const api = serveTeam({
      'PATCH /api/staff/staff-1': json({ ...ana, archived: true }),
      'PATCH /api/staff/staff-3': json({ ...cleo, archived: false }),
    });
    const emit = jest.spyOn(bus, 'emit');
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Archive Ana Ruiz' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/staff/staff-1')[0]?.body).toEqual({ archived: true }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Ana Ruiz archived' }));
    await user.click(screen.getByRole('button', { name: 'Restore Cleo Park' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/staff/staff-3')[0]?.body).toEqual({ archived: false }));
  });

  it("shows the platform's words when a staff user may not archive", async () => {
    serveTeam({ 'PATCH /api/staff/staff-2': problem(403, 'admin_only') });
    viewTeam();
    await user.click(await screen.findByRole('button', { name: 'Archive Ben Ortiz' }));
    expect(await screen.findByText('Only an admin can do that.')).toBeInTheDocument();
  });
});
