import { settingsStore, type Invoice, type Receipt, type Transaction } from '@frontdesk/shared';
import { fieldProblem, json, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const transaction: Transaction = {
  id: 't1',
  number: 42,
  kind: 'payment',
  tender: 'card',
  status: 'succeeded',
  currency: 'USD',
  amountMinor: 9_100,
  tenderedMinor: null,
  changeMinor: null,
  refundedMinor: 0,
  invoiceId: 'i1',
  invoiceNumber: 7,
  depositId: null,
  contactId: 'c1',
  contactName: 'Marta Núñez',
  registerId: null,
  registerName: '',
  parentId: null,
  userName: 'Ada Admin',
  cardBrand: 'visa',
  cardLast4: '4242',
  checkNumber: null,
  failureCode: null,
  createdAt: '2025-06-10T15:00:00.000Z',
};

const invoice: Invoice = {
  id: 'i1',
  number: 7,
  status: 'paid',
  displayStatus: 'paid',
  currency: 'USD',
  contactId: 'c1',
  contactName: 'Marta Núñez',
  contactEmail: 'marta@example.test',
  bookingId: null,
  registerId: null,
  subtotalMinor: 9_100,
  discountMinor: 0,
  taxMinor: 0,
  tipMinor: 0,
  totalMinor: 9_100,
  paidMinor: 9_100,
  refundedMinor: 0,
  balanceMinor: 0,
  orderDiscount: null,
  note: '',
  terms: '',
  dueOn: null,
  sentAt: null,
  issuedAt: '2025-06-10T15:00:00.000Z',
  paidAt: '2025-06-10T15:00:00.000Z',
  voidedAt: null,
  voidReason: '',
  createdAt: '2025-06-10T15:00:00.000Z',
  lines: [],
};

const receipt: Receipt = { businessName: 'Paws Grooming', timeZone: 'America/Chicago', transaction, invoice, siblings: [], testMode: false };

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

const open = () => renderMicroAppAt(microApp, '/app/receipt/t1');

describe('ReceiptPage: email and PDF', () => {
  it("emails the receipt to the customer's address, prefilled, with an Idempotency-Key", async () => {
    const api = serveApi({ 'GET /api/transactions/t1/receipt': json(receipt), 'POST /api/transactions/t1/receipt/email': json({ mailId: 'm1' }, 202) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Email receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the receipt' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('marta@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /api/transactions/t1/receipt/email')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/transactions/t1/receipt/email');
    expect(call?.body).toEqual({ to: 'marta@example.test' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email the receipt' })).not.toBeInTheDocument());
  });

  it('asks for an address, and a valid one, before sending', async () => {
    const api = serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, invoice: { ...invoice, contactEmail: '' } }) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Email receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the receipt' });
    const field = within(dialog).getByLabelText('Email address');
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter the address to send the receipt to')).toBeInTheDocument();
    await user.click(field);
    await user.paste('not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/transactions/t1/receipt/email')).toHaveLength(0);
  });

  it("shows the server's refusal of the address under the field, the dialog staying open", async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json(receipt), 'POST /api/transactions/t1/receipt/email': fieldProblem({ to: 'invalid_email' }) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Email receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/valid email/i)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email the receipt' })).toBeInTheDocument();
  });

  it("links Download PDF to the receipt's PDF", async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json(receipt) });
    open();
    const download = await screen.findByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', '/api/transactions/t1/receipt.pdf');
    expect(download).toHaveAttribute('download', 'receipt-42.pdf');
  });
});

describe('ReceiptPage: test mode', () => {
  afterEach(() => settingsStore.update({ language: 'en' }));

  it('says on the receipt, printed with it, that a test processor took its card and no money moved', async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, testMode: true }) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Receipt #42' });
    expect(within(sheet).getByRole('note')).toHaveTextContent('Test mode: a card on this receipt went through a test processor. No money was moved.');
  });

  it('says it in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, testMode: true }) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Recibo n.º 42' });
    expect(within(sheet).getByRole('note')).toHaveTextContent('Modo de prueba: una tarjeta de este recibo pasó por un procesador de prueba.');
  });

  it('says nothing of it on a receipt a real processor took', async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json(receipt) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Receipt #42' });
    expect(within(sheet).queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('ReceiptPage: receipts that tell the truth', () => {
  afterEach(() => settingsStore.update({ language: 'en' }));

  const cashPayment: Transaction = { ...transaction, tender: 'cash', cardBrand: null, cardLast4: null, tenderedMinor: 9_100, changeMinor: 0 };
  const refund: Transaction = {
    ...cashPayment,
    id: 't2',
    number: 43,
    kind: 'refund',
    amountMinor: 1_265,
    tenderedMinor: null,
    changeMinor: null,
    parentId: 't1',
  };

  it('titles a refund’s receipt as a refund’s, its line signed and labelled, and signs it on the sale’s receipt', async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, transaction: refund, siblings: [cashPayment] }) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Refund receipt #43' });
    expect(within(sheet).getByRole('heading', { name: 'Refund receipt #43' })).toBeInTheDocument();
    expect(within(sheet).getByText('Money given back to the customer.')).toBeInTheDocument();
    const line = within(sheet).getByText('Refund: Cash').parentElement!;
    expect(line).toHaveTextContent('-$12.65');
    expect(within(sheet).getByText('Cash').parentElement).toHaveTextContent('$91.00');
  });

  it('gives the time on the business’s clock with its zone’s name', async () => {
    serveApi({ 'GET /api/transactions/t1/receipt': json(receipt) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Receipt #42' });
    // 15:00 UTC is 10:00 AM in Chicago (CDT) in June, whatever the zone the test runs in
    expect(within(sheet).getByText('Jun 10, 2025, 10:00 AM Central Time (Chicago)')).toBeInTheDocument();
  });

  it('titles a deposit’s receipt as a deposit’s, in Spanish too', async () => {
    const deposit: Transaction = { ...transaction, kind: 'deposit', invoiceId: null, invoiceNumber: null, depositId: 'd1' };
    serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, transaction: deposit, invoice: null }) });
    open();
    const sheet = await screen.findByRole('region', { name: 'Deposit receipt #42' });
    expect(within(sheet).getByText('Deposit: Card visa •••• 4242')).toBeInTheDocument();
    settingsStore.update({ language: 'es' });
    expect(await screen.findByRole('region', { name: 'Recibo de depósito n.º 42' })).toBeInTheDocument();
  });

  it('shows a declined card as the record of the attempt: no number, no thanks, nothing to print, mail or download', async () => {
    const declined: Transaction = {
      ...transaction,
      number: null,
      status: 'declined',
      invoiceId: null,
      invoiceNumber: null,
      cardLast4: '0002',
      failureCode: 'insufficient_funds',
    };
    serveApi({ 'GET /api/transactions/t1/receipt': json({ ...receipt, transaction: declined, invoice: null }) });
    open();
    const record = await screen.findByRole('region', { name: 'Declined card attempt' });
    expect(within(record).getByRole('note')).toHaveTextContent('The card was declined: no money was taken and no receipt was issued.');
    expect(within(record).getByText('Insufficient funds')).toBeInTheDocument();
    expect(within(record).getByText('Card visa •••• 0002')).toBeInTheDocument();
    expect(screen.queryByText(/Receipt #/)).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    for (const name of ['Print', 'Email receipt']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
