import { anAssetType, chooseOption, currentAddress, fieldProblem, json, problem, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colour, drawer, fill, haircut, serveTeam, servicesOf, viewAt } from '../testing';

let user: ReturnType<typeof userEvent.setup>;
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });
beforeEach(() => {
  user = userEvent.setup();
});

const viewServices = () => viewAt('/app/services');
const shave = {
  ...haircut,
  id: 'service-3',
  name: 'Shave',
  category: '',
  durationMinutes: 20,
  bufferAfterMinutes: 0,
  bookableOnline: false,
  deposit: { kind: 'fixed' as const, value: 1000 },
  staffIds: [],
};
const withDeposits = servicesOf([haircut, { ...colour, bufferBeforeMinutes: 10, deposit: { kind: 'percent', value: 2500 } }, shave]);
const assetTypes = { items: [anAssetType({ id: 'type-car', type_name: 'Vehicle' }), anAssetType({ id: 'type-pet', type_name: 'Pet', bookable: false })] };

async function editColour() {
  viewServices();
  await user.click(await screen.findByRole('button', { name: 'Edit Colour' }));
  return drawer('Booking rules of Colour');
}

// the team (serveTeam): Ana and Ben at work, Cleo archived
describe('BookableServicesPage', () => {
  it('lists each service with its duration, buffers, online, deposit and performers', async () => {
    serveTeam({ 'GET /api/bookable-services': json(withDeposits) });
    viewServices();
    const table = await screen.findByRole('table', { name: 'Bookable services' });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Haircut').slice(0, 6)).toEqual(['Haircut', 'Hair', '45 min', '15 min after', 'Yes', 'None']);
    expect(cells('Colour').slice(0, 6)).toEqual(['Colour', 'Hair', '1 h 30 min', '10 min before, 15 min after', 'Yes', '25 %']);
    expect(cells('Shave').slice(0, 6)).toEqual(['Shave', '—', '20 min', 'None', 'No', '$10.00']);
    await waitFor(() => expect(cells('Haircut')[6]).toBe('Ana Ruiz'));
    expect(cells('Colour')[6]).toBe('Ben Ortiz');
    expect(cells('Shave')[6]).toBe('Nobody yet');
    expect(screen.getByRole('link', { name: 'Manage the catalogue' })).toHaveAttribute('href', '/app/catalogue');
  });

  it('explains that a catalogue service needs a duration when there is none', async () => {
    serveTeam({ 'GET /api/bookable-services': json(servicesOf([])) });
    viewServices();
    expect(await screen.findByText('No bookable services yet')).toBeInTheDocument();
    expect(screen.getByText(/can be booked once it has a duration/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a service in the catalogue' }));
    expect(currentAddress()).toBe('/app/catalogue/create');
  });

  it('says the services could not be loaded', async () => {
    serveTeam({ 'GET /api/bookable-services': problem(500, 'internal') });
    viewServices();
    expect(await screen.findByText('The services could not be loaded')).toBeInTheDocument();
  });
});

describe("a service's booking rules", () => {
  it('sends every rule: duration, buffers, online, asset type, a percent deposit as basis points, performers', async () => {
    const api = serveTeam({ 'GET /api/asset-types': json(assetTypes), 'PATCH /api/bookable-services/service-2': json(colour) });
    const panel = await editColour();
    await fill(user, within(panel).getByLabelText('Duration (minutes)'), '60');
    await fill(user, within(panel).getByLabelText('Buffer before (minutes)'), '5');
    await fill(user, within(panel).getByLabelText('Buffer after (minutes)'), '0');
    await user.click(within(panel).getByRole('switch', { name: 'Bookable online' }));
    await chooseOption('Asset type', 'Vehicle');
    expect(screen.queryByRole('option', { name: 'Pet' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: 'Percent of the price' }));
    await fill(user, within(panel).getByLabelText('Deposit percent'), '12.5');
    // archived Cleo is not offered; Ana is added to Ben
    expect(within(panel).queryByRole('checkbox', { name: /Cleo Park/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Ana Ruiz' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/bookable-services/service-2')[0]?.body).toEqual({
        durationMinutes: 60,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 0,
        bookableOnline: false,
        assetTypeId: 'type-car',
        deposit: { kind: 'percent', value: 1250 },
        staffIds: ['staff-1', 'staff-2'],
      }),
    );
  });

  it('sends a fixed deposit in minor units, and refuses a percent over 100 before sending', async () => {
    const api = serveTeam({ 'PATCH /api/bookable-services/service-2': json(colour) });
    const panel = await editColour();
    await user.click(within(panel).getByRole('radio', { name: 'Percent of the price' }));
    await fill(user, within(panel).getByLabelText('Deposit percent'), '120');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter a percent from 0.01 to 100, such as 25')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/bookable-services/service-2')).toEqual([]);
    await user.click(within(panel).getByRole('radio', { name: 'Fixed amount' }));
    await fill(user, within(panel).getByLabelText('Deposit amount'), '12.50');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookable-services/service-2')[0]?.body).toMatchObject({ deposit: { kind: 'fixed', value: 1250 } }));
  });

  it("places the API's refusal under its field, and says a staff user's refusal in the platform's words", async () => {
    const api = serveTeam({ 'PATCH /api/bookable-services/service-2': fieldProblem({ durationMinutes: ['too_large', { limit: 1440 }] }) });
    const panel = await editColour();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(panel).getByLabelText('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true'));
    api.routes['PATCH /api/bookable-services/service-2'] = problem(403, 'admin_only');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Only an admin can do that.');
  });
});
