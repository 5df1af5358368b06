import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

// Issue 34 §1 end to end, the desk on a 390 × 844 phone as the demo admin: a customer's record lists
// their bookings (a kept one under "Earlier", on the business's clock, with its status) and each
// opens its booking.

test.use({ viewport: { width: 390, height: 844 } });

test("a customer's record lists their bookings, and one opens its booking", async ({ page }) => {
  const kept = (await (await page.request.get('/api/bookings?status=completed&pageSize=1')).json()).items[0] as {
    id: string;
    contactId: string;
    contactName: string;
    staffName: string;
  };
  await page.goto(`/app/contacts/${kept.contactId}?tab=bookings`);
  await expect(pageHeading(page, kept.contactName)).toBeVisible();
  const earlier = page.getByRole('list', { name: /^Earlier \(\d+\)$/ });
  const item = earlier.getByRole('listitem').filter({ has: page.locator(`a[href="/app/bookings/${kept.id}"]`) });
  await expect(item).toContainText('Completed');
  await expect(item).toContainText(`with ${kept.staffName}`);
  await page.screenshot({ path: test.info().outputPath('contact-bookings-phone.png'), fullPage: true });
  await item.getByRole('link', { name: /^Booking of / }).click();
  await expect(page).toHaveURL(new RegExp(`/app/bookings/${kept.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a customer's record lists their invoices and payments; a refund is negative and opens its receipt", async ({ page }) => {
  const refund = (await (await page.request.get('/api/transactions?kind=refund&status=succeeded&pageSize=1')).json()).items[0] as {
    id: string;
    number: number;
    contactId: string;
    contactName: string;
    invoiceId: string;
    invoiceNumber: number;
  };
  await page.goto(`/app/contacts/${refund.contactId}?tab=invoices`);
  await expect(pageHeading(page, refund.contactName)).toBeVisible();
  const invoices = page.getByRole('list', { name: /^Invoices \(\d+\)$/ });
  await expect(invoices.getByRole('link', { name: `Invoice #${refund.invoiceNumber}`, exact: true })).toHaveAttribute(
    'href',
    `/app/invoices/${refund.invoiceId}`,
  );

  // the open tab is in the address (on a phone the tab bar folds its last tabs into a menu)
  await page.goto(`/app/contacts/${refund.contactId}?tab=transactions`);
  const transactions = page.getByRole('list', { name: /^Transactions \(\d+\)$/ });
  const receiptName = new RegExp(`^Receipt #${refund.number} of `);
  const item = transactions.getByRole('listitem').filter({ has: page.getByRole('link', { name: receiptName }) });
  await expect(item).toContainText('Refund');
  await expect(item).toContainText(/· -\$\d/);
  await page.screenshot({ path: test.info().outputPath('contact-transactions-phone.png'), fullPage: true });
  await item.getByRole('link', { name: receiptName }).click();
  await expect(page).toHaveURL(new RegExp(`/app/receipt/${refund.id}$`));
});
