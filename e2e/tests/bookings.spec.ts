import { expect, test, type Page } from '@playwright/test';
import { pageHeading, sharedBrowser, signedOut } from './support/app';
import { sentMail } from './support/mail';
import { AUTH_FILE } from './support/paths';

// Issue 11 end to end: a visitor books online on their phone (one browser context), proving their
// email with the code mailed to them (issue 31 §6: the desk's Mail shows it under Sent, as a mailbox
// would) and paying the service's deposit through the payment link, while the desk (another)
// watches the calendar: the
// desk is told of the new booking at once and the calendar draws it without a reload; the desk
// checks the customer in, completes the visit, generates the bill (the deposit applied) and takes
// the payment. The demo business is in New York; the tests' browsers are not told.

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

/** The code of the mail to `to`, as the desk's Mail lists it under Sent ("482916 is your code for …"). */
async function mailedCode(desk: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const items = await sentMail(desk.request, to);
    code = items.map((mail) => /^(\d{6}) is your code/.exec(mail.subject)?.[1]).find(Boolean);
    expect(code).toBeTruthy();
  }).toPass();
  return code!;
}

test.describe.serial('a booking from the booking page to the bill', () => {
  const desk = sharedBrowser(AUTH_FILE);
  let page: Page;
  const day = bookingDay();
  // a name of this run's own, so the calendar's block is this booking's
  const visitorName = `Lena Park${Date.now() % 10_000}`;
  const visitorEmail = `lena.park${Date.now() % 100_000}@example.com`;

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
    // a full groom asks a 25 % deposit of its $85.00
    await phone.getByRole('button', { name: /^Full groom/ }).click();
    await phone.getByRole('button', { name: 'Riley Chen' }).click();
    await phone.getByRole('button', { name: day.button }).click();
    await phone.getByRole('button', { name: '9:00 AM', exact: true }).click();
    await expect(phone.getByText(/We hold this time for you for \d+:\d\d/)).toBeVisible();
    await phone.getByLabel('First name').fill(visitorName.split(' ')[0]!);
    await phone.getByLabel('Last name').fill(visitorName.split(' ')[1]!);
    await phone.getByLabel('Email').fill(visitorEmail);
    await phone.getByLabel('Phone').fill('(555) 010-2030');
    await phone.getByLabel("Pet's name").fill('Biscuit');
    await phone.getByLabel('Species').fill('Dog');
    await phone.getByRole('button', { name: 'Email me a code' }).click();
    // nothing is booked before the code from the mail: the visitor reads it in their mailbox (here, the desk's Sent)
    await expect(phone.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(phone.getByText(`We sent a 6-digit code to ${visitorEmail}. Enter it to book this time.`)).toBeVisible();
    const code = await mailedCode(page, visitorEmail);
    await phone.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
    await phone.getByRole('button', { name: 'Continue to pay $21.25 deposit' }).click();
    await expect(phone.getByText('That is not the code we sent. Tries left: 4')).toBeVisible();
    await phone.getByLabel('Code from the email').fill(code);
    await phone.getByRole('button', { name: 'Continue to pay $21.25 deposit' }).click();
    // the payment link's page: what the deposit books, then the card
    await expect(phone).toHaveURL(/\/pay\/[A-Za-z0-9_-]{22}$/);
    await expect(phone.getByText(/Deposit to book Full groom with Riley Chen/)).toBeVisible();
    await phone.getByLabel('Card number').fill('4242 4242 4242 4242');
    await phone.getByLabel(/Expiry/).fill('12/30');
    await phone.getByLabel(/CVC/).fill('123');
    // the desk hears nothing until the deposit is paid
    await expect(page.getByRole('link', { name: new RegExp(visitorName) })).toHaveCount(0);
    await phone.getByRole('button', { name: 'Pay $21.25' }).click();
    await expect(phone.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(phone.getByText('Your booking is confirmed.')).toBeVisible();
    await phone.getByRole('link', { name: 'See your booking' }).click();
    await expect(phone.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await expect(phone.getByText('$21.25')).toBeVisible();
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
    await expect(page.getByRole('cell', { name: 'Full groom', exact: true })).toBeVisible();
    // the deposit paid online is applied: Full groom $85.00 + 8.25 % tax $7.01, less $21.25
    await expect(page.getByText('$21.25 paid from deposits.')).toBeVisible();
    await expect(page.getByText('Left to pay: $70.76')).toBeVisible();
    const complete = page.getByRole('button', { name: 'Complete sale · $92.01' });
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
