import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, signUp, startApi, type SignedUp, type TestApi } from '../testing/harness';
import { pdfPageCount, pdfText } from '../testing/pdfText';
import { cardSale, type TestSale } from '../testing/sales';
import { safeFilename } from '../http/responses';

describe(`invoice and receipt PDFs (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let sale: TestSale;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Paws Grooming');
    other = await signUp(api, 'Other Shop');
    const contact = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    sale = await cardSale(shop.b, [{ name: 'Bath and brush', unitPriceMinor: 4550, quantity: 2 }], contact);
  });
  after(() => api.close());

  it('answers an invoice as a PDF download named by its number, with its number, contact, lines and total', async () => {
    const res = await shop.b.get(`/api/invoices/${sale.invoice.id}/pdf`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['content-disposition'], `attachment; filename="invoice-${sale.invoice.number}.pdf"`);
    assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(res.rawPayload);
    assert.ok(text.includes(`Invoice #${sale.invoice.number}`), text.join(' | '));
    for (const shown of ['Paws Grooming', 'Marta Núñez', 'Bath and brush', '$45.50', '$91.00', 'Card Visa •••• 4242', 'Balance due', '$0.00']) {
      assert.ok(text.includes(shown), `${shown} in ${text.join(' | ')}`);
    }
  });

  it('answers a receipt as a PDF with its number and every tender', async () => {
    const transaction = sale.transactions[0]!;
    const res = await shop.b.get(`/api/transactions/${transaction.id}/receipt.pdf`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-disposition'], `attachment; filename="receipt-${transaction.number}.pdf"`);
    assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(res.rawPayload);
    assert.ok(text.includes(`Receipt #${transaction.number}`), text.join(' | '));
    assert.ok(text.includes('Card Visa •••• 4242'));
  });

  it("answers 404 for another business's invoice or transaction, as for one that does not exist", async () => {
    for (const url of [`/api/invoices/${sale.invoice.id}/pdf`, `/api/transactions/${sale.transactions[0]!.id}/receipt.pdf`]) {
      const res = await other.b.get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal((res.json() as { code: string }).code, 'not_found');
    }
    assert.equal((await shop.b.get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf')).statusCode, 404);
  });

  it('breaks a long invoice across pages, repeating the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      name: `Line ${i + 1} with a description long enough to wrap onto a second line of the table`,
      unitPriceMinor: 100,
      quantity: 1,
    }));
    const long = await cardSale(shop.b, lines);
    const res = await shop.b.get(`/api/invoices/${long.invoice.id}/pdf`);
    const pages = pdfPageCount(res.rawPayload);
    assert.ok(pages >= 2, `${pages} pages`);
    const text = pdfText(res.rawPayload);
    assert.equal(text.filter((run) => run === 'Description').length, pages);
    assert.ok(
      text.includes('Line 60 with a description long enough to wrap onto a second line of the table') || text.some((run) => run.startsWith('Line 60 ')),
    );
  });

  it('keeps a download name to safe characters', () => {
    assert.equal(safeFilename('invoice-12.pdf'), 'invoice-12.pdf');
    assert.equal(safeFilename('../"evil"\r\nname.pdf'), 'evil-name.pdf');
  });
});
