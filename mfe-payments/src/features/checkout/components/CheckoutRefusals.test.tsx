import { settingsStore, type CatalogueItem } from '@frontdesk/shared';
import { aPage, json, problem, renderMicroAppAt, serveApi, type ApiCall } from '@frontdesk/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { microApp } from '../../../microApp';
import { detail, registers, serve, checkoutTestFrame } from '../testing';

// Issue 33 §6: a refusal says what is wrong at its field, in the user's language, and what to do; nothing is refused silently.

const { user, fill, addItem, ringUpDetail } = checkoutTestFrame();

describe('CheckoutPage refusals', () => {
  it('shows stock in the item search and refuses an item out of stock before it goes in, saying why', async () => {
    const gel: CatalogueItem = { ...detail, id: 'i-gel', kind: 'product', name: 'Tire shine gel', priceMinor: 1_499, inventory: 'out_of_stock', quantity: 0 };
    const wax: CatalogueItem = { ...detail, id: 'i-wax', kind: 'product', name: 'Paste wax', priceMinor: 2_000, inventory: 'limited', quantity: 1 };
    serveApi({
      'GET /api/catalogue-items': (call: ApiCall) => json(aPage(call.query.q === 'wax' ? [wax] : [gel], { currency: 'USD' })),
      'GET /api/registers': json(registers),
    });
    renderMicroAppAt(microApp, '/app/checkout');
    const search = await screen.findByRole('combobox', { name: 'Add an item' });
    await user.click(search);
    await user.paste('gel');
    expect(await screen.findByRole('option', { name: /Tire shine gel.*Out of stock/ })).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tire shine gel is out of stock: it cannot be sold until it is restocked.');
    expect(search).toHaveAccessibleDescription('Tire shine gel is out of stock: it cannot be sold until it is restocked.');
    expect(screen.queryByRole('textbox', { name: 'Quantity of Tire shine gel' })).not.toBeInTheDocument();
    // the last one in stock goes in once, not twice
    expect(await addItem('wax', 'Paste wax')).toHaveValue('1');
    await user.click(search);
    await user.paste('wax');
    await user.click(await screen.findByRole('option', { name: /Paste wax.*1 in stock/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of Paste wax in stock, all of them in this sale already.');
    expect(screen.getByRole('textbox', { name: 'Quantity of Paste wax' })).toHaveValue('1');
    // typing the next search ends the refusal
    await user.type(search, 'n');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('keeps a quantity typed that the line cannot take, says what it takes, and holds the sale until it is mended', async () => {
    const wax: CatalogueItem = { ...detail, id: 'i-wax', kind: 'product', name: 'Paste wax', priceMinor: 2_000, inventory: 'limited', quantity: 3 };
    serveApi({ 'GET /api/catalogue-items': json(aPage([wax], { currency: 'USD' })), 'GET /api/registers': json(registers) });
    renderMicroAppAt(microApp, '/app/checkout');
    const quantity = await addItem('wax', 'Paste wax');
    const billLater = screen.getByRole('button', { name: 'Bill to pay later (invoice)' });
    expect(billLater).toBeEnabled();
    for (const typed of ['0', 'two', '5']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.tab();
      // never set to 1 or to the 3 in stock behind the cashier's back
      expect(quantity).toHaveValue(typed);
      expect(quantity).toHaveAccessibleDescription('A whole number from 1 to 3');
      expect(billLater).toBeDisabled();
    }
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(quantity).not.toHaveAccessibleDescription();
    expect(billLater).toBeEnabled();
    expect(screen.getAllByText('$60.00').length).toBeGreaterThan(0);
  });
  it('says the API’s reason for a refused line in the user’s language, not a generic refusal', async () => {
    serve(() =>
      problem(400, 'validation_failed', {
        errors: {
          'lines.0.itemId': { code: 'not_allowed', message: 'Full detail is out of stock', params: { item: 'Full detail' }, reason: 'out_of_stock' },
        },
      }),
    );
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale · $204.59' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of Full detail' })).toHaveAccessibleDescription(
        'Full detail is out of stock: take it off the sale.',
      ),
    );
    act(() => settingsStore.update({ language: 'es' }));
    try {
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Cantidad de Full detail' })).toHaveAccessibleDescription('Full detail está agotado: quítalo de la venta.'),
      );
    } finally {
      act(() => settingsStore.update({ language: 'en' }));
    }
  });
  it('reads an expiry typed as “1229”, and says at the field an expiry it cannot read instead of sending it', async () => {
    const api = serve();
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await fill('Card number', '4242 4242 4242 4242');
    await fill('Expiry', '13');
    await fill('CVC', '123');
    const complete = screen.getByRole('button', { name: 'Complete sale · $204.59' });
    await user.click(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('Expiry: enter the month and year the card shows, like 12/29.');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveAccessibleDescription('Expiry: enter the month and year the card shows, like 12/29.');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toBeInvalid();
    expect(api.callsTo('POST /api/checkout')).toHaveLength(0);
    await fill('Expiry', '1229');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(complete);
    await screen.findByText('Sale complete');
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({ tenders: [{ tender: 'card', card: { expMonth: 12, expYear: 2029 } }] });
  });
  it('explains payments past the total instead of silently disabling the sale, and can give the extra cash back as change', async () => {
    const api = serve();
    await ringUpDetail();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await fill('Amount paid by Card', '100');
    await fill('Card number', '4242 4242 4242 4242');
    await fill('Expiry', '12/30');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await fill('Amount paid by Cash', '150');
    // $250.00 for $204.59
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payments come to $45.41 more than the total: lower an amount. A card is charged no more than is left to pay.',
    );
    expect(screen.getByRole('button', { name: 'Complete sale · $204.59' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Give $45.41 back as change' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Change due: $45.41')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete sale · $204.59' }));
    await screen.findByText('Sale complete');
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({
      tenders: [
        { tender: 'card', amountMinor: 10_000 },
        { tender: 'cash', amountMinor: 10_459, tenderedMinor: 15_000 },
      ],
    });
  });
});
