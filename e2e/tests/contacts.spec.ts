import { expect, test, type Page } from '@playwright/test';
import { pageHeading, sharedBrowser, topBar } from './support/app';
import { AUTH_FILE } from './support/paths';

// Issue #4 end to end, as the demo admin: create a contact through the form, add a Vehicle to it,
// find it from the search drawer, set a reminder and see it on the reminders list, and import a
// 1,000-row CSV with a few bad rows and see them reported.

const unique = Date.now().toString(36);
const first = `Imogen${unique}`;
const last = 'Tarrant';

async function openContactFromSearch(page: Page, text: string, name: string) {
  await page.goto('/app/register/select');
  await topBar(page).getByRole('button', { name: 'Search contacts' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('searchbox', { name: 'Search contacts' }).fill(text);
  await drawer.getByRole('button', { name }).click();
  await expect(pageHeading(page, name)).toBeVisible();
}

test.describe.serial('a contact from the form to a reminder', () => {
  // one staff member's tab throughout, as at the desk
  const desk = sharedBrowser(AUTH_FILE);
  let page: Page;
  test.beforeAll(async () => {
    page = await desk.tab();
  });

  test('create a contact through the form', async () => {
    await page.goto('/app/contacts/create');
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill(last);
    await page.getByLabel('Email').fill(`${first.toLowerCase()}@example.org`);
    await page.getByLabel('Phone').fill('555 314 1592');
    await page.getByRole('button', { name: 'Create contact' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/[0-9a-f-]{36}$/);
    await expect(pageHeading(page, `${first} ${last}`)).toBeVisible();
    await expect(page.getByText('(555) 314-1592').first()).toBeVisible();
  });

  test('the form refuses a 9-digit phone and a nameless contact', async () => {
    await page.goto('/app/contacts/create');
    await page.getByLabel('Phone').fill('555 314 159');
    await page.getByRole('button', { name: 'Create contact' }).click();
    await expect(page.getByText('Enter a first or last name')).toBeVisible();
    await expect(page.getByText('Enter a phone number with 10 digits')).toBeVisible();
    await expect(page).toHaveURL('/app/contacts/create');
  });

  test('add a Vehicle to it', async () => {
    await openContactFromSearch(page, first, `${first} ${last}`);
    await page.getByRole('button', { name: 'Add asset' }).click();
    await page.getByRole('menuitem', { name: 'Vehicle' }).click();
    await expect(page).toHaveURL(/\/app\/contact\/asset_create\//);
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Corolla');
    await page.getByLabel('Plate').fill('FD 1234');
    await page.getByRole('main').getByRole('button', { name: 'Add asset', exact: true }).last().click();
    await expect(page).toHaveURL(/\/app\/contacts\/[0-9a-f-]{36}\?tab=assets$/);
    await expect(page.getByText('2019 Toyota Corolla', { exact: true })).toBeVisible();
  });

  test('set a reminder and see it on the reminders list', async () => {
    await openContactFromSearch(page, `${first.toLowerCase()}@example`, `${first} ${last}`);
    await page.getByRole('tab', { name: 'Reminders' }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await page.getByLabel('Due date').fill(day);
    await page.getByLabel('Due date').press('Enter');
    await page.getByLabel('Note').fill(`Call ${first} about the detailing package`);
    await page.getByRole('button', { name: 'Add reminder' }).click();
    await expect(page.getByText(`Call ${first} about the detailing package`)).toBeVisible();

    await page.goto('/app/contacts/reminders-list');
    await expect(page.getByText(`Call ${first} about the detailing package`)).toBeVisible();
    await expect(page.getByRole('link', { name: `${first} ${last}` })).toBeVisible();
  });
});

test('import a 1,000-row CSV with a few bad rows and see them reported', async ({ page }) => {
  const header = 'First Name,Last Name,Email,Phone Number,Tags';
  const bad = new Map<number, string>([
    [10, ',,nameless@example.com,5551230000,'],
    [500, 'Ola,Short,ola@example.com,555123,'],
    [999, 'Vic,Mail,not-an-email,5551239999,'],
  ]);
  const lines = Array.from({ length: 1000 }, (_, i) => {
    const row = i + 1;
    return bad.get(row) ?? `Csv${unique},Row${row},row${row}.${unique}@example.com,555${String(7000000 + row)},imported;e2e`;
  });
  await page.goto('/app/contacts/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${lines.join('\n')}\n`),
  });
  await expect(page.getByText('contacts.csv: 1,000 rows')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Import 1,000 contacts' }).click();
  await expect(page.getByText('Import finished: some rows were not imported')).toBeVisible({ timeout: 60_000 });
  const errors = page.getByRole('table', { name: 'Rows not imported and why' });
  await expect(errors.getByRole('row')).toHaveCount(4); // header + 3
  // each refusal's code, told under the field it names (api/src/http/errors.ts → common:fieldErrors)
  await expect(errors).toContainText('First name: This field is required');
  await expect(errors).toContainText('Phone: Enter a 10-digit phone number');
  await expect(errors).toContainText('Email: Enter a valid email address');
  await expect(page.getByText('997')).toBeVisible();
});
