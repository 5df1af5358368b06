import { IDEMPOTENCY_HEADER, registerTranslations, runtimeConfig, settingsStore, type PayLinkReceipt, type PayLinkView } from '@frontdesk/shared';
import { fieldProblem, json, never, problem, renderAt, serveApi, unreachable, type ApiCall } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { translations } from '../../../i18n';
import { PayPage } from './PayPage';

const LINK_ID = 'pl_7f3a9c2e41d84b6fa0c1e2';
const LINK = `/api/pay/${LINK_ID}`;

const view: PayLinkView = {
  businessName: 'Sunny Paws Grooming',
  purpose: 'invoice',
  invoiceNumber: 12,
  booking: null,
  returnUrl: null,
  currency: 'USD',
  amountMinor: 9_100,
  totalMinor: 9_100,
  lines: [
    { name: 'Full groom (large dog)', quantity: 1, totalMinor: 8_500 },
    { name: 'Nail trim', quantity: 2, totalMinor: 600 },
  ],
  expiresAt: '2031-01-01T00:00:00.000Z',
};

const receipt: PayLinkReceipt = {
  receiptNumber: 57,
  purpose: 'invoice',
  invoiceNumber: 12,
  returnUrl: null,
  currency: 'USD',
  amountMinor: 9_100,
  cardBrand: 'visa',
  cardLast4: '4242',
  paidAt: '2030-06-10T15:00:00.000Z',
};

/** A held booking's deposit (Chicago's clock; the tests run in Los Angeles): Tuesday March 12, 2030, 9:00 AM there. */
const MANAGE = '/book?business=b1&manage=tK9fQ2xLm4Rz7Vb1Nc8WpA';
const depositView: PayLinkView = {
  businessName: 'Sunny Paws Grooming',
  purpose: 'deposit',
  invoiceNumber: null,
  booking: {
    serviceName: 'Full groom',
    staffName: 'Ana Ruiz',
    startsAt: '2030-03-12T14:00:00.000Z',
    timeZone: 'America/Chicago',
    holdExpiresAt: '2030-03-12T13:42:00.000Z',
    depositOnCancel: 'refund',
    cancelCutoffHours: 24,
  },
  returnUrl: MANAGE,
  currency: 'USD',
  amountMinor: 1_700,
  totalMinor: 8_500,
  lines: [{ name: 'Full groom', quantity: 1, totalMinor: 8_500 }],
  expiresAt: '2030-03-12T13:42:00.000Z',
};
const depositReceipt: PayLinkReceipt = { ...receipt, purpose: 'deposit', invoiceNumber: null, returnUrl: MANAGE, amountMinor: 1_700 };

const renderPayPage = () =>
  renderAt(
    <Routes>
      <Route path="/pay/:paymentLinkId" element={<PayPage />} />
    </Routes>,
    `/pay/${LINK_ID}`,
  );

/** Fills the card form as a card wallet does (a valid card unless told) and presses Pay. */
async function payWith(card: { number?: string; expiry?: string; cvc?: string } = {}, labels = LABELS_EN) {
  const user = userEvent.setup();
  const { number = '4242 4242 4242 4242', expiry = '12/40', cvc = '123' } = card;
  const values = [number, expiry, cvc];
  for (const [i, label] of labels.fields.entries()) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (values[i]) await user.paste(values[i]!);
  }
  await user.click(screen.getByRole('button', { name: labels.pay }));
}

const LABELS_EN = { fields: ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)'], pay: /^Pay \$/ };

const keyOf = (call: ApiCall | undefined) => call?.headers[IDEMPOTENCY_HEADER.toLowerCase()];

beforeAll(() => registerTranslations('payments', translations));

afterEach(() => settingsStore.update({ language: 'en' }));

describe('PayPage', () => {
  it('shows whom the customer pays, for what, and the amount to pay', async () => {
    serveApi({ [`GET ${LINK}`]: json(view) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Invoice #12')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'What you are paying for' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['1 × Full groom (large dog)$85.00', '2 × Nail trim$6.00']);
    expect(screen.getByText('Amount to pay').closest('li')).toHaveTextContent('Amount to pay$91.00');
    expect(screen.getByRole('button', { name: 'Pay $91.00' })).toBeEnabled();
  });

  it('says what was paid before when the balance is less than the total', async () => {
    serveApi({ [`GET ${LINK}`]: json({ ...view, amountMinor: 4_100 }) });
    renderPayPage();
    expect(await screen.findByText('Already paid')).toBeInTheDocument();
    expect(screen.getByText('Already paid').closest('li')).toHaveTextContent('$50.00');
    expect(screen.getByText('Total').closest('li')).toHaveTextContent('$91.00');
    expect(screen.getByRole('button', { name: 'Pay $41.00' })).toBeInTheDocument();
  });

  it('says the bill is loading while the link is read', async () => {
    serveApi({ [`GET ${LINK}`]: never });
    renderPayPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bill…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers to try again when the link could not be read, and reads it again', async () => {
    const api = serveApi({ [`GET ${LINK}`]: unreachable });
    renderPayPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached. Check your connection and try again.');
    api.routes[`GET ${LINK}`] = json(view);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${LINK}`)).toHaveLength(2);
  });

  it('pays with the card as typed and one Idempotency-Key, then confirms the payment', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: json(receipt, 201) });
    renderPayPage();
    await payWith({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

    expect(await screen.findByRole('heading', { name: 'Payment received', level: 1 })).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${LINK}`);
    expect(call?.body).toEqual({ card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' }, amountMinor: 9_100 });
    expect(keyOf(call)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('You paid $91.00 with Visa •••• 4242.');
    expect(confirmation).toHaveTextContent('Receipt #57 for invoice #12');
    expect(confirmation).toHaveTextContent('Thank you. You can close this page.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('charges nothing when the balance changed meanwhile: shows the new amount, keeps the card, and pays the new amount when asked', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(409, 'amount_changed') });
    renderPayPage();
    await payWith();
    // the desk took $50.00 meanwhile: the page reads the link again
    api.routes[`GET ${LINK}`] = json({ ...view, amountMinor: 4_100 });
    expect(await screen.findByRole('button', { name: 'Pay $41.00' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of this bill was paid while this page was open, so nothing was charged. The amount due is now $41.00: pay it to finish.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(api.callsTo(`GET ${LINK}`)).toHaveLength(2);

    api.routes[`POST ${LINK}`] = json({ ...receipt, amountMinor: 4_100 }, 201);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $41.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment received', level: 1 })).toBeInTheDocument();
    const [stale, paid] = api.callsTo(`POST ${LINK}`);
    expect([stale?.body, paid?.body]).toMatchObject([{ amountMinor: 9_100 }, { amountMinor: 4_100 }]);
  });

  it('sends a retry after a lost answer with the same Idempotency-Key', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: unreachable });
    renderPayPage();
    await payWith();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached.');

    api.routes[`POST ${LINK}`] = json(receipt, 201);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $91.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const [lost, retry] = api.callsTo(`POST ${LINK}`);
    expect(keyOf(retry)).toBe(keyOf(lost));
  });

  it('says a declined card was declined, and tries the next card with a new Idempotency-Key', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(402, 'card_declined') });
    renderPayPage();
    await payWith({ number: '4000 0000 0000 0002' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The card was declined. Try another card or another way to pay.');
    expect(screen.getByLabelText('Card number')).toBeEnabled();

    api.routes[`POST ${LINK}`] = json(receipt, 201);
    await payWith({ number: '4242 4242 4242 4242' });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const [declined, next] = api.callsTo(`POST ${LINK}`);
    expect(next?.body).toMatchObject({ card: { number: '4242 4242 4242 4242' } });
    expect(keyOf(next)).not.toBe(keyOf(declined));
  });

  it('asks the bank to confirm a card that needs it, and pays again with the challenge and a new key', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(402, 'authentication_required', { challenge: 'tds_9f8e7d6c5b4a' }) });
    renderPayPage();
    await payWith({ number: '4000 0027 6000 3184' });

    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(bank).toHaveTextContent('Your bank asks you to confirm that you are paying $91.00 to Sunny Paws Grooming.');
    api.routes[`POST ${LINK}`] = json(receipt, 201);
    await userEvent.setup().click(within(bank).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const [first, confirmed] = api.callsTo(`POST ${LINK}`);
    expect(confirmed?.body).toEqual({
      card: { number: '4000 0027 6000 3184', expMonth: 12, expYear: 2040, cvc: '123' },
      amountMinor: 9_100,
      authentication: 'tds_9f8e7d6c5b4a',
    });
    expect(keyOf(confirmed)).toBeDefined();
    expect(keyOf(confirmed)).not.toBe(keyOf(first));
  });

  it('charges nothing when the customer cancels the bank step, and says so', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(402, 'authentication_required', { challenge: 'tds_9f8e7d6c5b4a' }) });
    renderPayPage();
    await payWith({ number: '4000 0027 6000 3184' });
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await userEvent.setup().click(within(bank).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment was not confirmed: nothing was charged.');
    expect(api.callsTo(`POST ${LINK}`)).toHaveLength(1);
  });

  it("places the server's refusal of a card field under that field", async () => {
    serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: fieldProblem({ 'card.number': 'invalid_format', 'card.expYear': 'invalid_date' }) });
    renderPayPage();
    await payWith({ number: '4242 4242 4242 4241' });

    expect(await screen.findByText('This is not in the right format')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This is not in the right format');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('Enter a valid date');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing while the card is incomplete or expired, and says what is wrong under each field', async () => {
    const api = serveApi({ [`GET ${LINK}`]: json(view) });
    renderPayPage();
    await payWith({ number: '', expiry: '01/20', cvc: '12' });

    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('This card has expired');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription('The 3 or 4 digits on the back of the card Enter the 3 or 4 digits');
    expect(api.callsTo(`POST ${LINK}`)).toHaveLength(0);
  });

  it('asks for the expiry as MM/YY and the card fields as a card wallet fills them', async () => {
    serveApi({ [`GET ${LINK}`]: json(view) });
    renderPayPage();
    await payWith({ expiry: '2040-12' });
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('Enter the month and year as MM/YY, like 04/28');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it.each([
    ['an unknown link', problem(404, 'not_found'), 'Payment link not found', 'Check the link you were sent, or ask the business for a new one.'],
    ['a paid link', problem(409, 'link_paid'), 'This bill is already paid', 'This payment link has already been paid.'],
    ['an expired link', problem(410, 'link_expired'), 'This payment link has expired', 'This payment link has expired. Ask the business for a new one.'],
    ['a cancelled link', problem(410, 'link_void'), 'This payment link was cancelled', 'This payment link was cancelled by the business.'],
    [
      'a deposit whose held time ran out',
      problem(410, 'hold_expired'),
      'The time held for you ran out',
      'Your hold on this time ran out. Choose the time again. Nothing was charged.',
    ],
  ])('tells %s plainly, with no form', async (_name, answer, title, text) => {
    serveApi({ [`GET ${LINK}`]: answer });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes an address that cannot be a link as an unknown link', async () => {
    serveApi({ [`GET ${LINK}`]: fieldProblem({ paymentLinkId: 'too_short' }) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Payment link not found' })).toBeInTheDocument();
  });

  it('says the bill is already paid when another tab paid it meanwhile', async () => {
    serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(409, 'link_paid') });
    renderPayPage();
    await payWith();
    expect(await screen.findByRole('heading', { name: 'This bill is already paid', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Spanish when the language is Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: problem(402, 'insufficient_funds') });
    renderPayPage();
    expect(await screen.findByText('Factura n.º 12')).toBeInTheDocument();
    await payWith(
      { number: '4000 0000 0000 9995' },
      { fields: ['Número de tarjeta', 'Fecha de caducidad (MM/AA)', 'Código de seguridad (CVC)'], pay: /^Pagar 91,00/ },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('La tarjeta fue rechazada por fondos insuficientes. Prueba otra tarjeta.');
  });
});

describe('PayPage: a booking’s deposit', () => {
  it('shows the time the deposit books, on the business’s clock, the deposit and until when the time is held', async () => {
    serveApi({ [`GET ${LINK}`]: json(depositView) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Deposit to book Full groom with Ana Ruiz, Tuesday, March 12, 2030 at 9:00 AM CDT')).toBeInTheDocument();
    expect(screen.getByText('Times are in Central Time (Chicago)')).toBeInTheDocument();
    expect(screen.getByText('Price').closest('li')).toHaveTextContent('Price$85.00');
    expect(screen.getByText('Deposit to pay').closest('li')).toHaveTextContent('Deposit to pay$17.00');
    expect(screen.getByText('This time is held for you until 8:42 AM CDT.')).toBeInTheDocument();
    // the business's policy, read before paying
    expect(
      screen.getByText(
        'Cancel at least 24 hours before and your $17.00 deposit is refunded to your card. Cancel later or miss the appointment and the business may keep it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invoice/)).not.toBeInTheDocument();
    expect(screen.queryByText('Already paid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $17.00' })).toBeEnabled();
  });

  it('states each policy in its own words: credit up to the start, or not refundable', async () => {
    const policy = (depositOnCancel: 'credit' | 'forfeit', cancelCutoffHours: number) =>
      json({ ...depositView, booking: { ...depositView.booking!, depositOnCancel, cancelCutoffHours } });
    serveApi({ [`GET ${LINK}`]: policy('credit', 0) });
    const { unmount } = renderPayPage();
    expect(
      await screen.findByText(
        'Cancel before it starts and your $17.00 deposit is kept as your credit for a later visit. Miss the appointment and the business may keep it.',
      ),
    ).toBeInTheDocument();
    unmount();
    serveApi({ [`GET ${LINK}`]: policy('forfeit', 24) });
    renderPayPage();
    expect(
      await screen.findByText(
        'Your $17.00 deposit is not refundable: if you cancel or miss the appointment, the business keeps it. It counts toward the price when you come.',
      ),
    ).toBeInTheDocument();
  });

  it('says the booking is confirmed once paid, and links to it', async () => {
    serveApi({ [`GET ${LINK}`]: json(depositView), [`POST ${LINK}`]: json(depositReceipt, 201) });
    renderPayPage();
    await payWith();
    expect(await screen.findByRole('heading', { name: 'Payment received', level: 1 })).toBeInTheDocument();
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('You paid $17.00 with Visa •••• 4242.');
    expect(confirmation).toHaveTextContent('Deposit receipt #57');
    expect(confirmation).not.toHaveTextContent('invoice');
    expect(confirmation).toHaveTextContent('Your booking is confirmed.');
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', MANAGE);
  });

  it('says the held time ran out, and charged nothing, when the payment comes too late', async () => {
    serveApi({ [`GET ${LINK}`]: json(depositView), [`POST ${LINK}`]: problem(410, 'hold_expired') });
    renderPayPage();
    await payWith();
    expect(await screen.findByRole('heading', { name: 'The time held for you ran out', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ [`GET ${LINK}`]: json(depositView) });
    renderPayPage();
    expect(await screen.findByText('Depósito para reservar Full groom con Ana Ruiz, el martes, 12 de marzo de 2030 a las 9:00 GMT-5')).toBeInTheDocument();
    expect(screen.getByText('Las horas están en hora central (Chicago)')).toBeInTheDocument();
    expect(screen.getByText('Te guardamos esta hora hasta las 8:42 GMT-5.')).toBeInTheDocument();
  });
});

describe('PayPage: test mode', () => {
  afterEach(() => runtimeConfig.set({}));

  it('says "test mode" before the card is asked for, and on the confirmation, while the server takes cards through its test processor', async () => {
    runtimeConfig.set({ testMode: true });
    serveApi({ [`GET ${LINK}`]: json(view), [`POST ${LINK}`]: json(receipt, 201) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Test mode: this page takes no real payments. No card is charged, and any valid-looking card is approved.',
    );
    await payWith();
    expect(await screen.findByRole('heading', { name: 'Payment received', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Test mode: no card was charged.');
  });

  it('says it in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    runtimeConfig.set({ testMode: true });
    serveApi({ [`GET ${LINK}`]: json(depositView) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Modo de prueba: esta página no recibe pagos reales.');
  });

  it('says nothing of it with a real processor', async () => {
    serveApi({ [`GET ${LINK}`]: json(view) });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Sunny Paws Grooming', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/test mode/i)).not.toBeInTheDocument();
  });
});
