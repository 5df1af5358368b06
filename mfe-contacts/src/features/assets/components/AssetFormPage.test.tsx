import { aContact, anAsset, anAssetType, fieldProblem, json, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const CONTACT = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';
const VEHICLE = '8a1d0c52-3b7e-4f7a-9a55-0c7d1e2f3a4b';
const NEXT_YEAR = new Date().getFullYear() + 1;

const vehicle = anAssetType({
  id: VEHICLE,
  fields: [
    { key: 'year', label: 'Year', kind: 'year', required: true },
    { key: 'make', label: 'Make', kind: 'text', required: true },
    { key: 'seats', label: 'Seats', kind: 'number', required: false },
  ],
});
const ann = aContact({ id: CONTACT });
const corolla = anAsset({ id: 'a1', contactId: CONTACT, assetTypeId: VEHICLE, name: '2019 Toyota', data: { year: 2019, make: 'Toyota' } });

function serveAssets(routes: Routes = {}) {
  return serveApi({
    'GET /api/asset-types': json({ items: [vehicle] }),
    [`GET /api/contacts/${CONTACT}`]: json(ann),
    [`GET /api/contacts/${CONTACT}/assets`]: json({ items: [corolla] }),
    ...routes,
  });
}

const user = () => userEvent.setup();
const openCreate = (typeId = VEHICLE) => renderMicroAppAt(microApp, `/app/contact/asset_create/${CONTACT}/${typeId}`);
const openEdit = () => renderMicroAppAt(microApp, `/app/contact/asset_edit/${CONTACT}/${VEHICLE}/a1`);
const formShown = () => screen.findByRole('heading', { level: 1, name: 'New Vehicle' });
const add = () => user().click(screen.getByRole('button', { name: 'Add asset' }));

afterEach(() => jest.restoreAllMocks());

describe('the asset form', () => {
  it('has a labelled input per field of the type, and an optional name', async () => {
    serveAssets();
    openCreate();
    await formShown();
    expect(screen.getByLabelText('Year')).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toBeInTheDocument();
    expect(screen.getByLabelText('Seats')).toBeInTheDocument();
    expect(screen.getByLabelText('Shown in lists as')).toHaveAttribute('placeholder', 'Leave empty to name it from its fields (Year Make Seats)');
  });

  it('marks the required fields', async () => {
    serveAssets();
    openCreate();
    await formShown();
    // a required field says so to assistive tech
    expect(screen.getByLabelText('Year')).toBeRequired();
    expect(screen.getByLabelText('Make')).toBeRequired();
    expect(screen.getByLabelText('Seats')).not.toBeRequired();
  });

  it('asks for the required fields and sends nothing without them', async () => {
    const api = serveAssets();
    openCreate();
    await formShown();
    await add();
    expect(await screen.findByText('Enter the Year')).toBeInTheDocument();
    expect(screen.getByText('Enter the Make')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contacts/${CONTACT}/assets`)).toEqual([]);
  });

  it('takes a year from 1900 to next year', async () => {
    const api = serveAssets();
    openCreate();
    await formShown();
    await user().type(screen.getByLabelText('Year'), '1850');
    await user().type(screen.getByLabelText('Make'), 'Ford');
    await add();
    expect(await screen.findByText(`Enter a year from 1900 to ${NEXT_YEAR}`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contacts/${CONTACT}/assets`)).toEqual([]);
  });

  it('keeps letters typed into a number field and says what it takes, sending nothing', async () => {
    const api = serveAssets();
    openCreate();
    await formShown();
    await user().type(screen.getByLabelText('Year'), '2019');
    await user().type(screen.getByLabelText('Make'), 'Ford');
    const seats = screen.getByLabelText('Seats');
    await user().type(seats, 'five');
    await user().tab();
    // they vanished on leaving the field, unsaid
    expect(seats).toHaveValue('five');
    await add();
    expect(await screen.findByText('A number, such as 12 or 12.5')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contacts/${CONTACT}/assets`)).toEqual([]);
  });

  it("adds the asset with the type's data, then opens the contact's Assets tab", async () => {
    const api = serveAssets({ [`POST /api/contacts/${CONTACT}/assets`]: json({ ...corolla, id: 'a2' }, 201) });
    openCreate();
    await formShown();
    await user().type(screen.getByLabelText('Year'), '2019');
    await user().type(screen.getByLabelText('Make'), ' Toyota ');
    await user().type(screen.getByLabelText('Seats'), '5');
    await add();
    expect(await screen.findByRole('tab', { name: 'Assets', selected: true })).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contacts/${CONTACT}/assets`)[0]?.body).toEqual({
      assetTypeId: VEHICLE,
      data: { year: 2019, make: 'Toyota', seats: 5 },
    });
  });

  it('sends the name when one is given', async () => {
    const api = serveAssets({ [`POST /api/contacts/${CONTACT}/assets`]: json({ ...corolla, id: 'a2' }, 201) });
    openCreate();
    await formShown();
    await user().type(screen.getByLabelText('Year'), '2019');
    await user().type(screen.getByLabelText('Make'), 'Toyota');
    await user().type(screen.getByLabelText('Shown in lists as'), 'The red one');
    await add();
    await waitFor(() => expect(api.callsTo(`POST /api/contacts/${CONTACT}/assets`)[0]?.body).toMatchObject({ name: 'The red one' }));
  });

  it("shows the server's refusals under their fields", async () => {
    serveAssets({ [`POST /api/contacts/${CONTACT}/assets`]: fieldProblem({ 'data.make': ['too_long', { limit: 200 }] }) });
    openCreate();
    await formShown();
    await user().type(screen.getByLabelText('Year'), '2019');
    await user().type(screen.getByLabelText('Make'), 'Toyota');
    await add();
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the type does not exist', async () => {
    serveAssets();
    openCreate('7b9e1c2d-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'This asset type does not exist' })).toBeInTheDocument();
  });

  it('shows the asset being changed and saves the changes', async () => {
    const api = serveAssets({
      'GET /api/assets/a1': json(corolla),
      'PATCH /api/assets/a1': json({ ...corolla, data: { year: 2020, make: 'Toyota' } }),
    });
    openEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveValue('Toyota');
    expect(screen.getByLabelText('Year')).toHaveValue('2019');
    await user().clear(screen.getByLabelText('Year'));
    await user().type(screen.getByLabelText('Year'), '2020');
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/assets/a1')[0]?.body).toEqual({ name: '2019 Toyota', data: { year: 2020, make: 'Toyota' } }));
  });
});
