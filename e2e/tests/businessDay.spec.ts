import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageHeading } from './support/app';

// Issue 33 §8 and §3 in Chromium, as the demo admin of the New York business: a desk in another
// zone reads the business's days and its clock, named; a right-to-left page keeps phones, times,
// amounts and a sentence's punctuation whole.

/** today on the wall clock of `zone` (YYYY-MM-DD) */
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Where the first and the last character of `text` are drawn inside `cell`, left to right: the
 * order a reader sees, after the bidi algorithm (jsdom cannot tell; Chromium lays it out).
 */
async function drawnEnds(cell: Locator, text: string) {
  return cell.evaluate((element, wanted) => {
    // every character of the element's text with the node and offset it is drawn from
    const chars: { node: Text; at: number }[] = [];
    let all = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let at = 0; at < node.data.length; at += 1) chars.push({ node, at });
      all += node.data;
    }
    // the text as read, its isolates left out
    const kept = chars.filter((_, i) => !/[\u2066-\u2069]/.test(all[i]!));
    const start = kept
      .map((c) => c.node.data[c.at])
      .join('')
      .indexOf(wanted);
    if (start < 0) return null;
    const x = ({ node, at }: { node: Text; at: number }) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    };
    return { first: x(kept[start]!), last: x(kept[start + wanted.length - 1]!) };
  }, text);
}

async function rightToLeft(page: Page) {
  await page.addInitScript(() => localStorage.setItem('frontdesk.settings', JSON.stringify({ language: 'en', direction: 'rtl' })));
}

test.describe('a desk in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("lists the New York business's last 7 days, its times in Eastern time, named", async ({ page }) => {
    await page.goto('/app/transactions');
    await expect(pageHeading(page, 'Transactions')).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue(addDays(todayIn('America/New_York'), -6));
    const firstRow = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText(/\d:\d\d\s?[AP]M E[SD]T$/);
  });
});

test.describe('right to left', () => {
  test('keeps a phone number, an amount with its minus and a time whole, and "Thank you!" ends with its "!"', async ({ page }) => {
    await rightToLeft(page);
    await page.goto('/app/contacts');
    const phone = page.getByRole('cell', { name: /^\W*\(555\) \d{3}-\d{4}\W*$/ }).first();
    await expect(phone).toBeVisible();
    const phoneText = (await phone.innerText()).replace(/[\u2066-\u2069]/g, '');
    const phoneEnds = await drawnEnds(phone, phoneText);
    expect(phoneEnds!.first).toBeLessThan(phoneEnds!.last); // "(" on the left, as written

    await page.goto('/app/transactions?kind=refund&from=');
    const amount = page
      .getByRole('table', { name: 'Transactions' })
      .getByRole('cell', { name: /-\$\d+\.\d\d/ })
      .first();
    await expect(amount).toBeVisible();
    const minus = await drawnEnds(amount, (await amount.innerText()).replace(/[\u2066-\u2069]/g, ''));
    expect(minus!.first).toBeLessThan(minus!.last); // "-$30.00", not "$30.00-"

    await page.goto('/app/transactions');
    const time = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1).getByRole('cell').first();
    // the list is live (other tests' sales arrive while this one reads it): read and measure again
    // until one reading of the first row holds, then its clock must read left to right
    await expect
      .poll(async () => {
        const clock = (await time.innerText()).replace(/[\u2066-\u2069]/g, '').match(/\d+:\d\d\s?[AP]M/)?.[0];
        const ends = clock ? await drawnEnds(time, clock) : null;
        return ends ? ends.first < ends.last : 'row changed while read';
      })
      .toBe(true); // "9:45 AM", not "AM 9:45"

    await page.getByRole('table', { name: 'Transactions' }).getByRole('link').first().click();
    const thanks = page.getByText('Thank you!', { exact: false });
    await expect(thanks).toBeVisible();
    const thanksEnds = await drawnEnds(thanks, 'Thank you!');
    expect(thanksEnds!.first).toBeLessThan(thanksEnds!.last); // "!" at the end, not "!Thank you"
  });
});
