import { json, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLogin, ana, serveTeam, viewAt } from '../testing';

// Issue 33 §10: the business's logins on the team page (admins).

const owner = aLogin();
const carla = aLogin({ id: 'u2', email: 'carla@example.com', firstName: 'Carla', lastName: 'Cruz', role: 'staff', owner: false, staffId: ana.id });
const pending = aLogin({
  id: 'u3',
  email: 'dan@example.com',
  firstName: 'Dan',
  lastName: '',
  role: 'staff',
  owner: false,
  status: 'invited',
  invitationExpiresAt: '2031-03-08T15:00:00.000Z',
});

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

describe('the logins of the team page, as an admin', () => {
  signedInAs({ role: 'admin', id: 'u1' });

  it('shows who has a login, whose invitation is pending, their role and team member', async () => {
    serveTeam({ 'GET /api/team': json({ items: [owner, carla, pending] }) });
    viewAt('/app/staff');
    const table = await screen.findByRole('table', { name: 'Logins' });
    const [, ownerRow, carlaRow, danRow] = within(table).getAllByRole('row');
    expect(ownerRow).toHaveTextContent('Owner');
    expect(ownerRow).toHaveTextContent('You');
    // the owner is never deactivated nor demoted: no actions on their row
    expect(within(ownerRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(carlaRow).toHaveTextContent('Has a login');
    expect(carlaRow).toHaveTextContent('Ana Ruiz');
    expect(danRow).toHaveTextContent('Invitation pending');
    expect(danRow).toHaveTextContent(/Link works until/);
    expect(within(danRow!).getByRole('button', { name: 'Send the invitation to Dan again' })).toBeInTheDocument();
  });

  it('deactivates a login', async () => {
    const api = serveTeam({
      'GET /api/team': json({ items: [owner, carla] }),
      'PATCH /api/team/u2': json({ ...carla, status: 'deactivated' }),
    });
    viewAt('/app/staff');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Carla Cruz' }));
    // it asks first: the person is signed out at once
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Deactivate Carla Cruz?');
    expect(api.callsTo('PATCH /api/team/u2')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/team/u2')[0]?.body).toEqual({ active: false }));
  });
});

describe('the logins of the team page, as staff', () => {
  signedInAs({ role: 'staff' });

  it('are not shown (the API refuses staff)', async () => {
    const api = serveTeam();
    viewAt('/app/staff');
    expect(await screen.findByRole('table', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Logins' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/team')).toEqual([]);
  });
});
