import { sessionStore } from '@frontdesk/shared';
import { aUser, fieldProblem, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// The showcase forms (issue 35 §7) on the real calls: Formik's new contact with the API's refusals
// under its fields, and the Redux profile form sending only what changed.

const user = () => userEvent.setup();

afterEach(() => sessionStore.signOut());

describe('the Formik showcase', () => {
  it('asks for a name, then places the API’s refusal under the email field', async () => {
    sessionStore.signIn(aUser());
    const api = serveApi({ 'POST /api/contacts': fieldProblem({ email: 'invalid_email' }) });
    renderMicroAppAt(microApp, '/app/extra/forms/formik');
    await user().click(await screen.findByRole('button', { name: 'Create contact' }));
    expect(await screen.findByText('Enter a first or last name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')).toHaveLength(0);

    await user().click(screen.getByLabelText('First name'));
    await user().paste('Marta');
    await user().click(screen.getByLabelText('Email'));
    await user().paste('marta@');
    await user().click(screen.getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(api.callsTo('POST /api/contacts')[0]?.body).toMatchObject({ firstName: 'Marta', email: 'marta@' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });
});

describe('the Redux showcase', () => {
  it('keeps the edits in its slice and saves only the changed fields', async () => {
    sessionStore.signIn(aUser({ bio: 'Groomer' }));
    const api = serveApi({ 'PATCH /api/profile': new Response(null, { status: 204 }), 'GET /api/user_info': json(aUser({ bio: 'Groomer and stylist' })) });
    renderMicroAppAt(microApp, '/app/extra/forms/redux');
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    const bio = screen.getByLabelText('Bio');
    await user().click(bio);
    await user().paste(' and stylist');
    expect(screen.getByText('1 change not saved')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/profile')[0]?.body).toEqual({ bio: 'Groomer and stylist' }));
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });
});
