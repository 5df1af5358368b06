import { IDEMPOTENCY_HEADER, addDays, localDay, type ContactSearchResult } from '@frontdesk/shared';
import { anInvoice, aPage, fieldProblem, json, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anItem } from '../../../common/testing';
import { microApp } from '../../../microApp';
import { detailOf, summaryOf } from '../testing';

// Issue 33 §7: "New invoice" on the invoices list, a form of its customer, lines, due date, terms and note.

beforeAll(() => Promise.all([import('./InvoicesPages'), import('./NewInvoiceDrawer'), import('./InvoicePage')]));

const wax = anItem({ id: 'i-wax', name: 'Hard wax', kind: 'product', priceMinor: 2_000, taxRateBp: 0, taxRateId: null });
const bea: ContactSearchResult = {
  data: { results: [{ data: { id: 'c1', full_name: 'Bea Brown', email: 'bea@example.com', phone: '', image_32x32: '' } }], total: 1, more: false },
};
const made = anInvoice({ id: 'inv9', number: 44, paidMinor: 0, balanceMinor: 4_550, terms: 'Net 14', note: 'Thanks' });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

function serve(create = json(made, 201)) {
  return serveApi({
    'GET /api/invoices': json(aPage([summaryOf(anInvoice())], { currency: 'USD' })),
    'GET /api/catalogue-items': json(aPage([wax], { currency: 'USD' })),
    'POST /contact/search': json(bea),
    'POST /api/invoices': create,
    'GET /api/invoices/inv9': json(detailOf(made, [])),
    'GET /api/registers': json(aPage([], { currency: 'USD' })),
  });
}

/** A field's text typed at once (as a paste): each key would re-render the form. */
async function typeInto(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openForm() {
  renderMicroAppAt(microApp, '/app/invoices');
  await screen.findByRole('table', { name: 'Invoices' });
  await user.click(screen.getByRole('button', { name: 'New invoice' }));
  return screen.findByRole('dialog', { name: 'New invoice' });
}

describe('New invoice', () => {
  it('makes an invoice of a customer found with the contact search and a catalogue item, then opens it', async () => {
    const api = serve();
    const form = await openForm();
    // the customer, with the kit's contact search
    await user.click(within(form).getByRole('combobox', { name: 'Customer' }));
    await user.paste('bea');
    await user.click(await screen.findByRole('option', { name: /Bea Brown/ }));
    // a catalogue item, with the checkout's item search
    const search = within(form).getByRole('combobox', { name: 'Add an item' });
    await user.click(search);
    await user.paste('wax');
    await screen.findByRole('option', { name: /Hard wax/ });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    await within(form).findByText('Hard wax');
    expect(within(form).getByText('Total $20.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create invoice' }));

    await waitFor(() => expect(api.callsTo('POST /api/invoices')).toHaveLength(1));
    const call = api.callsTo('POST /api/invoices')[0]!;
    expect(call.body).toEqual({
      contactId: 'c1',
      status: 'open',
      lines: [{ itemId: 'i-wax', quantity: 1 }],
      dueOn: null,
    });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
    // the new invoice opens
    await waitFor(() => expect(api.callsTo('GET /api/invoices/inv9')).toHaveLength(1));
  });

  it('keeps a draft of a custom line with its due date, terms and note, after asking for a line and for the custom line’s name and price', async () => {
    const api = serve(json(anInvoice({ id: 'inv9', number: 44, status: 'draft' }), 201));
    const form = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Create invoice' }));
    expect(await within(form).findByText('Add at least one item or custom line')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Custom line' }));
    await user.click(within(form).getByRole('radio', { name: 'Draft, to finish later' }));
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Line 1 needs a name and a price')).toBeInTheDocument();
    expect(api.callsTo('POST /api/invoices')).toHaveLength(0);
    await typeInto(within(form).getByRole('textbox', { name: 'Line 1: what it is' }), 'Quote visit');
    await typeInto(within(form).getByRole('textbox', { name: 'Line 1: price' }), '40');
    expect(within(form).getByText('Total $40.00')).toBeInTheDocument();
    // a quantity of 0 stays as typed, is said under the line, and holds the invoice back
    const quantity = within(form).getByRole('textbox', { name: 'Line 1: quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveValue('0');
    expect(quantity).toHaveAccessibleDescription('A whole number from 1 to 10,000');
    expect(within(form).getByText('Total $0.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Line 1: the quantity is not one it can be sold in')).toBeInTheDocument();
    expect(api.callsTo('POST /api/invoices')).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '1');
    const due = addDays(localDay(), 14);
    fireEvent.change(within(form).getByLabelText('Due date'), { target: { value: due } });
    fireEvent.change(within(form).getByLabelText('Terms'), { target: { value: 'Net 14' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Thanks' } });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST /api/invoices')).toHaveLength(1));
    expect(api.callsTo('POST /api/invoices')[0]!.body).toEqual({
      contactId: null,
      status: 'draft',
      lines: [{ name: 'Quote visit', unitPriceMinor: 4_000, quantity: 1 }],
      dueOn: due,
      terms: 'Net 14',
      note: 'Thanks',
    });
  });

  it('shows the API’s refusal of a line under the lines, in the form', async () => {
    serve(fieldProblem({ 'lines.0.itemId': 'not_allowed' }));
    const form = await openForm();
    const search = within(form).getByRole('combobox', { name: 'Add an item' });
    await user.click(search);
    await user.paste('wax');
    await screen.findByRole('option', { name: /Hard wax/ });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    await within(form).findByText('Hard wax');
    await user.click(within(form).getByRole('button', { name: 'Create invoice' }));
    expect(await within(form).findByText('This field cannot be set')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New invoice' })).toBeInTheDocument();
  });
});
