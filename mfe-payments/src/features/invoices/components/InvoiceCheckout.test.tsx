import { settingsStore, type Sale } from '@frontdesk/shared';
import { anInvoice, json, renderMicroAppAt, serveApi, signedInAs, type ApiCall } from '@frontdesk/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aPayment, detailOf, registers } from '../testing';

// the page's lazy chunk loaded once, before the first test's first render waits for it
beforeAll(() => import('./InvoicePaymentPages'));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
  settingsStore.update({ register: '' });
});
signedInAs({ role: 'admin' });

describe('paying an invoice', () => {
  const paidPart = (call: ApiCall): Response => {
    const body = call.body as { tenders: { amountMinor: number }[] };
    const paying = body.tenders.reduce((sum, t) => sum + t.amountMinor, 0);
    return json(
      {
        invoice: anInvoice({ paidMinor: 3_000 + paying, balanceMinor: 5_000 - paying }),
        transactions: [aPayment({ id: 'tx2', amountMinor: paying })],
        changeMinor: 0,
      } satisfies Sale,
      201,
    );
  };

  it('records part of the balance by card: a balance stays', async () => {
    const api = serveApi({ 'GET /api/invoices/inv1': json(detailOf()), 'GET /api/registers': json(registers), 'POST /api/invoices/inv1/payments': paidPart });
    renderMicroAppAt(microApp, '/app/payment/inv1');
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    const amount = screen.getByLabelText('Amount paid by Card');
    expect(amount).toHaveValue('50.00');
    await user.clear(amount);
    await user.type(amount, '20');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    expect(screen.getByText('$30.00 will be left to pay.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take $20.00' }));
    expect(await screen.findByText('Payment recorded on invoice #12')).toBeInTheDocument();
    expect(screen.getByText('$30.00 is left to pay.')).toBeInTheDocument();
    const body = api.callsTo('POST /api/invoices/inv1/payments')[0]?.body as { tenders: unknown[] };
    expect(body.tenders).toEqual([{ tender: 'card', amountMinor: 2_000, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } }]);
  });

  it('takes the whole balance at the checkout of an invoice', async () => {
    serveApi({ 'GET /api/invoices/inv1': json(detailOf()), 'GET /api/registers': json(registers), 'POST /api/invoices/inv1/payments': paidPart });
    renderMicroAppAt(microApp, '/app/checkout/inv1');
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.clear(screen.getByLabelText('Amount paid by Card'));
    await user.type(screen.getByLabelText('Amount paid by Card'), '20');
    expect(screen.getByRole('button', { name: 'Take $20.00' })).toBeDisabled();
  });

  it('says a paid invoice takes no payment', async () => {
    serveApi({
      'GET /api/invoices/inv1': json(detailOf(anInvoice({ status: 'paid', paidMinor: 8_000, balanceMinor: 0 }))),
      'GET /api/registers': json(registers),
    });
    renderMicroAppAt(microApp, '/app/payment/inv1');
    expect(await screen.findByText('Invoice #12 takes no payment')).toBeInTheDocument();
  });
});
