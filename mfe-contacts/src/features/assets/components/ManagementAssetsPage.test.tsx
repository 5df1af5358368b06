import type { Asset } from '@frontdesk/shared';
import { anAsset, anAssetType, json, problem, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from '../../../microApp';

const CONTACT = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';
const VEHICLE = '8a1d0c52-3b7e-4f7a-9a55-0c7d1e2f3a4b';
const PET = '5c3e2b1a-7d6f-4e8a-9b0c-1d2e3f4a5b6c';

const vehicle = anAssetType({ id: VEHICLE, fields: [{ key: 'make', label: 'Make', kind: 'text', required: true }], assetCount: 1 });
const asset = (overrides: Partial<Asset>) =>
  anAsset({ id: 'a1', contactId: CONTACT, assetTypeId: VEHICLE, name: 'Toyota', data: { make: 'Toyota' }, ...overrides });

const openPage = () => renderMicroAppAt(microApp, `/app/management/assets/${VEHICLE}/${CONTACT}`);

afterEach(() => jest.restoreAllMocks());

describe('the demo asset list of a contact', () => {
  it("lists the contact's assets of the type, each linking to its form", async () => {
    serveApi({
      [`GET /api/contacts/${CONTACT}/assets`]: json({
        items: [asset({}), asset({ id: 'a2', assetTypeId: PET, typeName: 'Pet', name: 'Biscuit', data: {} })],
      }),
      'GET /api/asset-types': json({ items: [vehicle] }),
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assets: Vehicle' })).toBeInTheDocument();
    expect(screen.getByText('Make: Toyota')).toBeInTheDocument();
    expect(screen.queryByText('Biscuit')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Toyota' })).toHaveAttribute('href', `/app/contact/asset_edit/${CONTACT}/${VEHICLE}/a1`);
    expect(screen.getByRole('link', { name: /Add Vehicle/ })).toHaveAttribute('href', `/app/contact/asset_create/${CONTACT}/${VEHICLE}`);
  });

  it('says when the contact has none of the type', async () => {
    serveApi({
      [`GET /api/contacts/${CONTACT}/assets`]: json({ items: [] }),
      'GET /api/asset-types': json({ items: [vehicle] }),
    });
    openPage();
    expect(await screen.findByText('No assets of this type (Vehicle) for this customer yet.')).toBeInTheDocument();
  });

  it('offers Retry when the assets cannot be loaded', async () => {
    serveApi({ [`GET /api/contacts/${CONTACT}/assets`]: problem(500, 'internal'), 'GET /api/asset-types': json({ items: [vehicle] }) });
    openPage();
    expect(await screen.findByText('The assets could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
