import { fieldProblem, json, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLogin, ben, fill, serveTeam, viewAt } from '../testing';

// Issue 33 §10: the owner invites a person from the team page's logins.

const owner = aLogin();
const pending = aLogin({ id: 'u3', email: 'dan@example.com', firstName: 'Dan', lastName: '', role: 'staff', owner: false, status: 'invited' });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

describe('InviteModal', () => {
  signedInAs({ role: 'admin', id: 'u1' });

  it('invites a person by email with a role and their team member, through the dialog', async () => {
    const api = serveTeam({ 'GET /api/team': json({ items: [owner] }), 'POST /api/team/invitations': json(pending, 201) });
    viewAt('/app/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Email'), ' dan@example.com ');
    await fill(user, within(dialog).getByLabelText('First name'), 'Dan');
    await user.click(within(dialog).getByLabelText('Team member'));
    await user.click(await screen.findByTitle(ben.name));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/team/invitations')[0]?.body).toEqual({
        email: 'dan@example.com',
        firstName: 'Dan',
        lastName: '',
        role: 'staff',
        staffId: ben.id,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the API's refusal of a taken email under its field", async () => {
    serveTeam({
      'GET /api/team': json({ items: [owner] }),
      'POST /api/team/invitations': fieldProblem({ email: 'taken' }),
    });
    viewAt('/app/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Email'), 'ana@example.com');
    await fill(user, within(dialog).getByLabelText('First name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('This is already taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
