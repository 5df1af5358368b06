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
