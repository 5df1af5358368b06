import { IDEMPOTENCY_HEADER, settingsStore, type Sale } from '@frontdesk/shared';
import { anInvoice, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aPayment, detailOf, registers } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./InvoicePage'));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
  settingsStore.update({ register: '' });
});
signedInAs({ role: 'admin' });

describe('InvoicePage', () => {
  it('shows the lines, totals, payments and history of an invoice, and what can be done next', async () => {
    serveApi({ 'GET /api/invoices/inv1': json(detailOf()), 'GET /api/registers': json(registers) });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    expect(await screen.findByRole('heading', { name: 'Invoice #12', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')[1]).toHaveTextContent('Haircut2$40.00—$0.00$80.00');
    expect(within(screen.getByRole('table', { name: 'Payments and refunds' })).getAllByRole('row')[1]).toHaveTextContent('Card visa •••• 4242');
    expect(within(screen.getByRole('list', { name: 'History' })).getByText(/Invoice created/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check out · $50.00' })).toHaveAttribute('href', '/app/checkout/inv1');
    expect(screen.getByRole('link', { name: 'Record a payment' })).toHaveAttribute('href', '/app/payment/inv1');
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('refunds part of a payment with a reason, in one call with its Idempotency-Key', async () => {
    const refunded: Sale = { invoice: anInvoice({ refundedMinor: 1_000 }), transactions: [], changeMinor: 0 };
    const api = serveApi({
      'GET /api/invoices/inv1': json(detailOf()),
      'GET /api/registers': json(registers),
      'POST /api/invoices/inv1/refunds': json(refunded, 201),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund invoice #12' });
    const amount = within(dialog).getByLabelText(/Card visa •••• 4242/);
    expect(amount).toHaveValue('30.00');
    await user.clear(amount);
    await user.type(amount, '10');
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'Unhappy' } });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST /api/invoices/inv1/refunds')).toHaveLength(1));
    const call = api.callsTo('POST /api/invoices/inv1/refunds')[0]!;
    expect(call.body).toEqual({ refunds: [{ transactionId: 'tx1', amountMinor: 1_000 }], reason: 'Unhappy', registerId: null });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
  });

  it('returns the part paid from deposits to the customer’s credit, the one refund that can leave the invoice voidable', async () => {
    const paidByDeposit = anInvoice({ paidMinor: 8_000, balanceMinor: 0, status: 'paid' });
    const fromDeposit = aPayment({ id: 'tx2', number: 32, tender: 'deposit', amountMinor: 5_000, cardBrand: null, cardLast4: null });
    const api = serveApi({
      'GET /api/invoices/inv1': json(detailOf(paidByDeposit, [aPayment(), fromDeposit])),
      'GET /api/registers': json(registers),
      'POST /api/invoices/inv1/refunds': json({ invoice: anInvoice({ refundedMinor: 5_000 }), transactions: [], changeMinor: 0 }, 201),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund invoice #12' });
    const toCredit = within(dialog).getByLabelText('Deposit · receipt #32 · back to credit, up to $50.00');
    expect(toCredit).toHaveValue('50.00');
    await user.clear(within(dialog).getByLabelText(/Card visa •••• 4242/));
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'Booked again for next week' } });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST /api/invoices/inv1/refunds')).toHaveLength(1));
    expect(api.callsTo('POST /api/invoices/inv1/refunds')[0]!.body).toEqual({
      refunds: [{ transactionId: 'tx2', amountMinor: 5_000 }],
      reason: 'Booked again for next week',
      registerId: null,
    });
  });

  it('voids an unpaid invoice (admins) after asking why', async () => {
    const unpaid = anInvoice({ paidMinor: 0, balanceMinor: 8_000 });
    const api = serveApi({
      'GET /api/invoices/inv1': json(detailOf(unpaid, [])),
      'GET /api/registers': json(registers),
      'POST /api/invoices/inv1/void': json({ ...unpaid, status: 'void' }),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why the invoice is voided')).toBeInTheDocument();
    expect(api.callsTo('POST /api/invoices/inv1/void')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'Billed twice' } });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(api.callsTo('POST /api/invoices/inv1/void')[0]?.body).toEqual({ reason: 'Billed twice' }));
  });

  it('creates a pay link to copy', async () => {
    const link = {
      id: 'L'.repeat(22),
      url: `/pay/${'L'.repeat(22)}`,
      expiresAt: '2099-01-01T00:00:00.000Z',
      paidAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    let detail = detailOf();
    const api = serveApi({
      'GET /api/invoices/inv1': () => json(detail),
      'GET /api/registers': json(registers),
      'POST /api/invoices/inv1/payment-links': () => {
        detail = { ...detail, links: [link] };
        return json(link, 201);
      },
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'New pay link' }));
    expect(await screen.findByRole('textbox', { name: 'Pay link' })).toHaveValue(`http://localhost/pay/${link.id}`);
    expect(api.callsTo('POST /api/invoices/inv1/payment-links')).toHaveLength(1);
  });

  it('emails an open invoice with a pay link, to the contact by default', async () => {
    const sent = { mailId: 'm1', paymentLink: { id: 'L'.repeat(22), url: `/pay/${'L'.repeat(22)}`, expiresAt: '2099-01-01T00:00:00.000Z' } };
    const api = serveApi({
      'GET /api/invoices/inv1': json(detailOf()),
      'GET /api/registers': json(registers),
      'POST /api/invoices/inv1/send': json(sent, 202),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Send by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice #12' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send with a pay link' }));
    await waitFor(() => expect(api.callsTo('POST /api/invoices/inv1/send')).toHaveLength(1));
    const call = api.callsTo('POST /api/invoices/inv1/send')[0]!;
    expect(call.body).toEqual({ to: 'bea@example.com' });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send invoice #12' })).not.toBeInTheDocument());
  });

  it('says when there is no such invoice', async () => {
    serveApi({ 'GET /api/invoices/nope': problem(404, 'not_found'), 'GET /api/registers': json(registers) });
    renderMicroAppAt(microApp, '/app/invoices/nope');
    expect(await screen.findByRole('heading', { name: 'No such invoice' })).toBeInTheDocument();
  });
});
