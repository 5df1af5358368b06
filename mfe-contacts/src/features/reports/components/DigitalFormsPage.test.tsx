import { PAGE_SIZE, addDays, addMonths, localDay } from '@frontdesk/shared';
import { aPage, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const form = (n: number) => ({
  id: `f${n}`,
  contactId: `c${n}`,
  contactName: `Client ${n}`,
  formName: `Consent form ${n}`,
  signedAt: '2025-05-04T15:30:00.000Z',
});

function serve(total = 2) {
  return serveApi({
    'GET /api/reports/digital-forms': ({ query }) => {
      const page = Number(query.page);
      const first = (page - 1) * PAGE_SIZE;
      const items = Array.from({ length: Math.min(PAGE_SIZE, Math.max(0, total - first)) }, (_, i) => form(first + i + 1));
      return json(aPage(items, { total, page }));
    },
  });
}
const open = () => renderMicroAppAt(microApp, '/app/reports/digital_forms');

afterEach(() => jest.restoreAllMocks());

describe('DigitalFormsPage', () => {
  it('lists the signed forms of the last 12 months with a link to each contact', async () => {
    const api = serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Digital forms' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Signed forms, / });
    expect(within(table).getByText('Consent form 1')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Client 2' })).toHaveAttribute('href', '/app/contacts/c2');
    expect(within(table).getByRole('link', { name: 'Download Consent form 2 signed by Client 2 as PDF' })).toHaveAttribute('href', '/api/signed-forms/f2/pdf');
    expect(screen.getByText('2 forms signed in this period')).toBeInTheDocument();
    const today = localDay();
    expect(api.callsTo('GET /api/reports/digital-forms')[0]?.query).toEqual({
      from: addDays(addMonths(today, -12), 1),
      to: today,
      page: '1',
      pageSize: String(PAGE_SIZE),
    });
  });

  it('asks for the next page', async () => {
    const api = serve(PAGE_SIZE + 5);
    open();
    await screen.findByText('Consent form 1');
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText(`Consent form ${PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(api.callsTo('GET /api/reports/digital-forms').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('filters by the range chosen', async () => {
    const api = serve();
    open();
    await screen.findByText('Consent form 1');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-05-01' } });
    await waitFor(() => expect(api.callsTo('GET /api/reports/digital-forms').at(-1)?.query.from).toBe('2025-05-01'));
  });

  it('explains how a form is handed to a customer when there are none', async () => {
    serve(0);
    open();
    expect(await screen.findByText('No forms signed in this period')).toBeInTheDocument();
    expect(screen.getByText(/open a contact and choose Hand a form to the customer/)).toBeInTheDocument();
  });
});
