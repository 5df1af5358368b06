import { sessionStore } from '@frontdesk/shared';
import { anAssetType, aUser, chooseOption, json, noContent, problem, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const VEHICLE = '8a1d0c52-3b7e-4f7a-9a55-0c7d1e2f3a4b';
const PET = '5c3e2b1a-7d6f-4e8a-9b0c-1d2e3f4a5b6c';

const vehicle = anAssetType({
  id: VEHICLE,
  fields: [
    { key: 'year', label: 'Year', kind: 'year', required: true },
    { key: 'make', label: 'Make', kind: 'text', required: false },
  ],
  assetCount: 3,
});
const pet = anAssetType({ id: PET, type_name: 'Pet', bookable: false, fields: [], assetCount: 0 });

const admin = aUser({ role: 'admin' });
const staff = aUser({ role: 'staff' });

function serveTypes(routes: Routes = {}) {
  return serveApi({
    'GET /api/asset-types': json({ items: [vehicle] }),
    'GET /api/user_info': json({
      ...admin,
      settings: { ...admin.settings, asset_types: { [PET]: { id: PET, type_name: 'Pet', bookable: true } } },
    }),
    ...routes,
  });
}

const user = () => userEvent.setup();
const openPage = () => renderMicroAppAt(microApp, '/app/contacts/asset-types');
const listed = () => screen.findByText('Vehicle');
/** The table row that names a type. */
/** Asks to delete a type, checks what the confirmation asks, and confirms. */
async function confirmDeleting(name: string) {
  await user().click(screen.getByRole('button', { name: `Delete ${name}` }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText(`Delete the type ${name}?`)).toBeInTheDocument();
  await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
}
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name)) as HTMLElement;

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('the asset types page', () => {
  it('lists the types with whether they can be booked, their fields and how many assets each has', async () => {
    sessionStore.signIn(admin);
    serveTypes();
    openPage();
    await listed();
    const row = rowOf('Vehicle');
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText(/Year · Year · required/)).toBeInTheDocument();
    expect(within(row).getByText(/Make · Text/)).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('lets an admin create a type with its fields, keyed from their labels', async () => {
    sessionStore.signIn(admin);
    const api = serveTypes({ 'POST /api/asset-types': json(pet, 201) });
    openPage();
    await listed();
    await user().click(screen.getByRole('button', { name: 'New asset type' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Type name'), 'Pet');
    await user().click(within(dialog).getByLabelText('Bookable'));
    await user().type(within(dialog).getAllByLabelText('Label')[0] as HTMLElement, 'Breed');
    expect(within(dialog).getByText('Key: breed')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Add field' }));
    // pasted: the key follows a label however it is entered (typing is covered by 'Breed' above)
    await user().click(within(dialog).getAllByLabelText('Label')[1] as HTMLElement);
    await user().paste('Birth year');
    await chooseOption(within(dialog).getAllByLabelText('Kind')[1] as HTMLElement, 'Year');
    await user().click(within(dialog).getByRole('button', { name: 'Create type' }));
    await waitFor(() => expect(api.callsTo('POST /api/asset-types')).toHaveLength(1));
    expect(api.callsTo('POST /api/asset-types')[0]?.body).toEqual({
      type_name: 'Pet',
      bookable: true,
      fields: [
        { key: 'breed', label: 'Breed', kind: 'text', required: true },
        { key: 'birth_year', label: 'Birth year', kind: 'year', required: false },
      ],
    });
    // the session user is loaded again, so the quick-add menu shows the new type
    await waitFor(() => expect(sessionStore.get().user?.settings.asset_types[PET]?.type_name).toBe('Pet'));
    expect(api.callsTo('GET /api/asset-types').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the type name and the labels', async () => {
    sessionStore.signIn(admin);
    const api = serveTypes();
    openPage();
    await listed();
    await user().click(screen.getByRole('button', { name: 'New asset type' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Create type' }));
    expect(await within(dialog).findByText('Enter the type name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the label')).toBeInTheDocument();
    expect(api.callsTo('POST /api/asset-types')).toEqual([]);
  });

  it('keeps the key of a field whose label changes', async () => {
    sessionStore.signIn(admin);
    const api = serveTypes({ [`PATCH /api/asset-types/${VEHICLE}`]: json(vehicle) });
    openPage();
    await listed();
    await user().click(screen.getByRole('button', { name: 'Edit Vehicle' }));
    const dialog = await screen.findByRole('dialog');
    const label = within(dialog).getAllByLabelText('Label')[0] as HTMLElement;
    await user().clear(label);
    await user().type(label, 'Model year');
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/asset-types/${VEHICLE}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/asset-types/${VEHICLE}`)[0]?.body).toMatchObject({
      fields: [
        { key: 'year', label: 'Model year', kind: 'year', required: true },
        { key: 'make', label: 'Make', kind: 'text', required: false },
      ],
    });
  });

  it('says a type with assets cannot be deleted (409)', async () => {
    sessionStore.signIn(admin);
    serveTypes({ [`DELETE /api/asset-types/${VEHICLE}`]: problem(409, 'in_use') });
    openPage();
    await listed();
    await confirmDeleting('Vehicle');
    expect(await screen.findByText('This type has assets: it cannot be deleted')).toBeInTheDocument();
  });

  it('deletes an unused type and refreshes the session user', async () => {
    sessionStore.signIn(admin);
    let items = [vehicle];
    const api = serveTypes({
      'GET /api/asset-types': () => json({ items }),
      [`DELETE /api/asset-types/${VEHICLE}`]: () => {
        items = [];
        return noContent();
      },
    });
    openPage();
    await listed();
    await confirmDeleting('Vehicle');
    expect(await screen.findByText(/No asset types yet/)).toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toContain('GET /api/user_info'));
  });

  it('shows staff the types without a way to change them', async () => {
    sessionStore.signIn(staff);
    serveTypes();
    openPage();
    await listed();
    expect(screen.getByText('Only an admin can change the asset types.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New asset type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Vehicle' })).not.toBeInTheDocument();
  });
});
