import { expect, test, type Page } from '@playwright/test';
import { pageHeading, sharedBrowser, signedOut } from './support/app';
import { AUTH_FILE } from './support/paths';

// Issue 11 end to end: a visitor books online on their phone (one browser context) while the desk
// (another) watches the calendar: the desk is told of the new booking at once and the calendar
// draws it without a reload; the desk checks the customer in, completes the visit, generates the
// bill and takes the payment. The demo business is in New York; the tests' browsers are not told.

const ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** A weekday (Mon–Fri) about ten days ahead, in the business's zone: past the demo's two weeks of bookings. */
function bookingDay(): { iso: string; button: string } {
  for (let ahead = 10; ; ahead += 1) {
    const at = new Date(Date.now() + ahead * DAY_MS);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: ZONE }).format(at);
    if (weekday === 'Sat' || weekday === 'Sun') continue;
    const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE }).format(at);
    return { iso: parts, button: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: ZONE }).format(at) };
  }
}

test.describe.serial('a booking from the booking page to the bill', () => {
  const desk = sharedBrowser(AUTH_FILE);
  let page: Page;
  const day = bookingDay();
  // a name of this run's own, so the calendar's block is this booking's
  const visitorName = `Lena Park${Date.now() % 10_000}`;

  test.beforeAll(async () => {
    page = await desk.tab();
  });

  test('a visitor books online while the desk sees it arrive on the calendar', async ({ browser }) => {
    const settings = await (await page.request.get('/api/booking-settings')).json();
    await page.goto(`/app/calendar?view=day&day=${day.iso}`);
    await expect(pageHeading(page, 'Calendar')).toBeVisible();
    await expect(page.getByText('Riley Chen').first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(visitorName) })).toHaveCount(0);

    const visitor = await browser.newContext({ storageState: signedOut, viewport: { width: 390, height: 844 } });
    const phone = await visitor.newPage();
    await phone.goto(settings.pagePath);
    await expect(pageHeading(phone, 'Frontdesk Demo Detailing & Grooming')).toBeVisible();
    await phone.getByRole('button', { name: /^Dog bath/ }).click();
    await phone.getByRole('button', { name: 'Riley Chen' }).click();
    await phone.getByRole('button', { name: day.button }).click();
    await phone.getByRole('button', { name: '9:00 AM', exact: true }).click();
    await expect(phone.getByText(/We hold this time for you for \d+:\d\d/)).toBeVisible();
    await phone.getByLabel('First name').fill(visitorName.split(' ')[0]!);
    await phone.getByLabel('Last name').fill(visitorName.split(' ')[1]!);
    await phone.getByLabel('Email').fill('lena.park@example.com');
    await phone.getByLabel('Phone').fill('(555) 010-2030');
    await phone.getByLabel("Pet's name").fill('Biscuit');
    await phone.getByLabel('Species').fill('Dog');
    await phone.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(phone.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(phone.getByText('A confirmation was sent to lena.park@example.com.')).toBeVisible();
    await visitor.close();

    // the desk is told at once, and the calendar draws the booking without a reload
    await expect(page.getByText(new RegExp(`New online booking: ${visitorName}`))).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`9:00 AM.*${visitorName}`) })).toBeVisible();
  });

  test('the desk checks the customer in, completes the visit, generates the bill and takes the payment', async () => {
    await page.getByRole('link', { name: new RegExp(visitorName) }).click();
    await expect(pageHeading(page, `Appointment for ${visitorName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText('Checked in').first()).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('Completed').first()).toBeVisible();
    await page.getByRole('link', { name: 'Generate bill' }).click();
    await expect(page).toHaveURL(/\/app\/generate-bill\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('cell', { name: 'Dog bath', exact: true })).toBeVisible();
    // Dog bath $45.00 + 8.25 % tax $3.71
    const complete = page.getByRole('button', { name: 'Complete sale · $48.71' });
    await expect(complete).toBeDisabled();
    await page.getByRole('button', { name: 'Card', exact: true }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await complete.click();
    await expect(page.getByText('Sale complete')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(pageHeading(page, `Appointment for ${visitorName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate bill' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the bill' })).toBeVisible();
  });
});
