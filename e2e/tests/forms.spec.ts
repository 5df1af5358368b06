import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, pageHeading, signedOut, submitLogin } from './support/app';

// Issue 34 §9 end to end on a tablet (820 × 1180): the desk hands the screen to a customer with the
// demo's intake form, the customer fills it and signs with the pointer, the staff member takes the
// screen back with the password, and the signed form is on the contact as a PDF and in the report.
// A session of its own: the signpad mode it enters is not the other tests' session.

test.use({ viewport: { width: 820, height: 1180 }, storageState: signedOut });

test('a form handed to a customer is filled, signed, kept on the contact as a PDF and counted in the report', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/register\/select$/);
  const contact = (await (await page.request.get('/api/contacts?pageSize=1')).json()).items[0] as { id: string; firstName: string; lastName: string };
  const name = `${contact.firstName} ${contact.lastName}`.trim();

  // the contact's bookings (the dialog's booking field) are held back until the dialog is measured
  let answerBookings = () => {};
  const bookingsHeld = new Promise<void>((resolve) => (answerBookings = resolve));
  await page.route(/\/api\/bookings\?.*contactId=/, async (route) => {
    await bookingsHeld;
    await route.continue();
  });
  await page.goto(`/app/contacts/${contact.id}?tab=forms`);
  await expect(pageHeading(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Hand a form to the customer' }).click();
  const dialog = page.getByRole('dialog', { name: `Hand a form to ${name}` });
  await expect(dialog.getByRole('combobox', { name: 'Form' })).toBeVisible();
  // the dialog's button stays where it is when the booking field arrives: a press on it that ended
  // after it had moved was no click (the walk failed so, the dialog open and nothing sent)
  const submit = dialog.getByRole('button', { name: 'Hand over the screen' });
  // where the button is laid out (offsets: what the dialog's opening motion does to how it is drawn,
  // a scale, does not change them)
  const laidOutTop = () =>
    submit.evaluate((button) => {
      let top = 0;
      for (let box: HTMLElement | null = button as HTMLElement; box; box = box.offsetParent as HTMLElement | null) top += box.offsetTop;
      return top;
    });
  await expect(dialog.getByRole('status', { name: 'Loading the bookings…' })).toBeVisible();
  const whileLoading = await laidOutTop();
  answerBookings();
  await expect(dialog.getByRole('combobox', { name: 'For a booking (optional)' })).toBeVisible();
  expect(await laidOutTop()).toBe(whileLoading);
  await submit.click();

  // the customer's screen: the form only, no menu
  const form = page.getByRole('form', { name: 'Intake and consent' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await form.getByLabel('Emergency contact (name and phone)').fill('Ana 555 010 2020');
  await form.getByRole('checkbox', { name: /terms of service/ }).check();
  const pad = page.getByRole('img', { name: /^Signature box/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.8, 0.4],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('Signed (1 stroke)')).toBeVisible();
  await form.getByRole('button', { name: 'Sign and send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible();

  // the staff member takes the screen back
  const exit = page.getByRole('form', { name: 'Staff: leave signpad mode' });
  await exit.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await exit.getByRole('button', { name: 'Leave signpad mode' }).click();
  const pdf = page.getByRole('link', { name: /^Download Intake and consent of / }).first();
  await expect(pdf).toBeVisible();
  const download = await page.request.get((await pdf.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  await page.goto('/app/reports/digital_forms');
  await expect(page.getByText(/^\d+ forms? signed in this period$/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Download Intake and consent signed by ${name} as PDF` }).first()).toBeVisible();
});
