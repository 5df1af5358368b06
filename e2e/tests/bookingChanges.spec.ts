import { expect, test, type Page } from '@playwright/test';
import { pageHeading } from './support/app';
import { sentMail } from './support/mail';

// Issue 34 §2 and §3 end to end, the desk on a 390 × 844 phone as the demo admin: a booking moved
// from its own page to another of its free times, then cancelled with a reason; its history says
// so, and the customer's mail says each change (under Mail's Sent, with the calendar file).

test.use({ viewport: { width: 390, height: 844 } });

type Slot = { startsAt: string; staffIds: string[] };

/** A customer of this test's own (with an email), booked after the demo's week at the first free time of the first service. */
async function aBookedCustomer(page: Page) {
  const { csrfmiddlewaretoken } = await (await page.request.get('/api/csrf')).json();
  const headers = { 'X-CSRFToken': csrfmiddlewaretoken };
  const stamp = Date.now().toString(36);
  const email = `moved-${stamp}@example.com`;
  const contact = await page.request.post('/api/contacts', { headers, data: { firstName: 'Rae', lastName: `Moved${stamp}`, email } });
  expect(contact.status(), await contact.text()).toBe(201);
  const service = (await (await page.request.get('/api/bookable-services')).json()).items[0] as { id: string };
  // the first day past the demo's seeded week (its days are full) with a few free times
  let slots: Slot[] = [];
  for (let ahead = 8; slots.length < 3 && ahead <= 14; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    slots = (await (await page.request.get(`/api/booking-slots?day=${day}&serviceIds=${service.id}`)).json()).slots ?? [];
  }
  expect(slots.length).toBeGreaterThan(2);
  const first = slots[0]!;
  const made = await page.request.post('/api/bookings', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { contactId: (await contact.json()).id, serviceIds: [service.id], staffId: first.staffIds[0], startsAt: first.startsAt },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: (await made.json()).bookings[0].id as string, email, name: `Rae Moved${stamp}` };
}

const mailTo = async (page: Page, email: string) => (await sentMail(page.request, email)).map((m) => m.subject);

test('a booking moved and cancelled from its page, its customer told of each', async ({ page }) => {
  const booked = await aBookedCustomer(page);
  await page.goto(`/app/bookings/${booked.id}`);
  await expect(pageHeading(page, `Appointment for ${booked.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Change the appointment' });
  const times = drawer.getByRole('radiogroup', { name: 'Time' });
  // its own time is chosen to start with; another is picked
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  const later = times.getByRole('radio').last();
  const laterTime = (await later.getAttribute('value'))!;
  // the time's button is its label: clicked as a person does, by its text
  const laterText = (await later.evaluate((input) => input.closest('label')?.textContent ?? ''))!;
  await times.getByText(laterText, { exact: true }).click();
  await expect(later).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Email the customer' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('change-phone.png') });
  await drawer.getByRole('button', { name: 'Save the change' }).click();
  await expect(drawer).toBeHidden();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText('Moved');
  expect((await (await page.request.get(`/api/bookings/${booked.id}`)).json()).booking.startsAt).toBe(new Date(laterTime).toISOString());

  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the appointment' });
  await dialog.getByLabel('Reason').fill('The groomer is ill');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(history.getByRole('listitem').last()).toContainText('Reason: The groomer is ill');
  // what stood was restored the same way
  await expect(page.getByRole('button', { name: 'Restore appointment' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cancelled-phone.png'), fullPage: true });

  await expect
    .poll(() => mailTo(page, booked.email))
    .toEqual([
      'Your booking with Frontdesk Demo Detailing & Grooming is cancelled',
      'Your booking with Frontdesk Demo Detailing & Grooming has changed',
      'Your booking with Frontdesk Demo Detailing & Grooming is confirmed',
    ]);
});
