import { expect, test, type Locator, type Page } from '@playwright/test';

// Issue 33 §6 and §2 end to end: a cashier's whole sale from the keyboard alone on a tablet and on a
// phone — a customer picked (focus goes on to the items), an item out of stock refused with its
// reason, a line's discount, a tip given as an amount, a card whose expiry is typed "1229" — and
// the cart inside its card at both widths. Screenshots of each size are kept with the test's results.

const SIZES = [
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Whether the element is the one with focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, as a cashier does (at most `most` presses). */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most && !(await focused(target)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * Nothing in the page's main area reaches past its edges, so nothing is cut off or scrolls the
 * page sideways (issue 33: the cart spilled out of its card on a phone, 517 px of a 390 px screen).
 */
async function contentFitsTheScreen(page: Page) {
  const past = await page.getByRole('main').evaluate((main) => {
    const edge = main.getBoundingClientRect();
    return [...main.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > edge.right + 1 || box.left < edge.left - 1);
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`);
  });
  expect(past).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`checkout on a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a whole sale from the keyboard, with the refusals said where the cashier looks', async ({ page }) => {
      // a whole sale's walk, its card charged through the test processor: about 15 s on a quiet machine, twice that on two busy cores
      test.slow();
      const contacts = await (await page.request.get('/api/contacts?pageSize=1')).json();
      const contact = contacts.items[0] as { firstName: string; lastName: string };
      const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');

      // this desk rings on Front Desk (open all the demo's week)
      await page.goto('/app/register/select');
      await page.getByRole('article', { name: 'Front Desk' }).getByRole('button', { name: 'Use this register' }).click();
      await page.goto('/app/checkout');
      const items = page.getByRole('combobox', { name: 'Add an item' });
      await expect(items).toBeFocused();
      await expect(page.getByText('Ringing on Front Desk (open).')).toBeVisible();

      // the item search has focus; Shift+Tab back to the customer, pick with Enter: focus goes on to the items
      await page.keyboard.press('Shift+Tab');
      const customer = page.getByRole('combobox', { name: 'Customer' });
      await expect(customer).toBeFocused();
      await page.keyboard.type(contactName);
      await expect(page.getByText(contactName, { exact: true }).first()).toBeVisible();
      await page.keyboard.press('Enter');
      // the picked customer is a link to them (the first match of the name)
      await expect(page.getByRole('link', { name: new RegExp(`^${contactName}`) })).toBeVisible();
      await expect(items).toBeFocused();

      // an item out of stock: its stock shown in the search, refused with its reason, not added
      await page.keyboard.type('tire shine');
      await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${size.name}-search-stock.png`) });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Tire shine gel is out of stock' })).toHaveText(
        'Tire shine gel is out of stock: it cannot be sold until it is restocked.',
      );
      await expect(page.getByRole('cell', { name: 'Tire shine gel' })).toHaveCount(0);

      // two items by name and Enter
      for (const name of ['Full detail', 'Microfiber towels (6-pack)']) {
        await page.keyboard.type(name);
        await expect(page.getByText(name, { exact: true }).last()).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('cell', { name }).first()).toBeVisible();
      }
      await expect(page.getByText(/Tire shine gel is out of stock/)).toBeHidden();

      // a line's discount: its "Add" opens a field with focus, Enter takes it and gives focus back
      const addDiscount = page.getByRole('button', { name: 'Add: discount on Full detail' });
      await tabTo(page, addDiscount);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Discount on Full detail in percent' })).toBeFocused();
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: '−$18.90: discount on Full detail' })).toBeFocused();
      // Escape from a popover also gives focus back to its button, never to the page's body
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Discount on Full detail in percent' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: '−$18.90: discount on Full detail' })).toBeFocused();

      // a tip of "5" given as an amount: $5.00, not 5 %
      const noTip = page.getByRole('radio', { name: 'None' });
      await tabTo(page, noTip);
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
      const tipAmount = page.getByRole('textbox', { name: 'Custom tip as an amount' });
      await tabTo(page, tipAmount);
      await page.keyboard.type('5');
      await expect(page.getByText('$5.00', { exact: true })).toBeVisible();
      // Full detail $189.00 less 10 % = $170.10 + 8.25 % tax $14.03; towels $18.99 + $1.57 tax; tip $5.00
      const complete = page.getByRole('button', { name: 'Complete sale · $209.69' });
      await expect(complete).toBeVisible();

      // a card, its expiry typed as the card shows it, and Enter in the last field completes the sale
      await tabTo(page, page.getByRole('button', { name: 'Card', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
      await page.keyboard.type('4242 4242 4242 4242');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Expiry' })).toBeFocused();
      await page.keyboard.type('1229');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'CVC' })).toBeFocused();
      await page.keyboard.type('123');
      await contentFitsTheScreen(page);
      await page.screenshot({ path: test.info().outputPath(`${size.name}-cart.png`), fullPage: true });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Sale complete')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath(`${size.name}-done.png`) });
    });
  });
}
