import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, leaveByAccountMenu, signedOut, submitLogin } from './support/app';
import { readMail, sentMail } from './support/mail';

// Issue 33 §10: the owner invites a person, who accepts through the mailed link (read under
// Mail's Sent, as an owner without SMTP would) and signs in as themselves, with the staff role, on the
// till where the owner chose "Switch user": the register chosen stays.
test.use({ storageState: signedOut });

test('invite → accept through the mailed link → sign in as staff, the register kept', async ({ page, browser }) => {
  const email = `cashier-${Date.now()}@e2e.test`;
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/app/register/select');
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('frontdesk.settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('frontdesk.settings', JSON.stringify({ ...settings, register: 'Front Desk' }));
  });

  await page.goto('/app/staff');
  await page.getByRole('button', { name: 'Invite a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Carla');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  const logins = page.getByRole('table', { name: 'Logins' });
  await expect(logins.getByRole('row', { name: new RegExp(email) })).toContainText('Invitation pending');

  // the link, from the mail under Sent
  const mail = await readMail(page.request, (await sentMail(page.request, email))[0]!.mailId);
  const link = new URL(/(https?:\S+\/accept-invitation#token=[\w-]+)/.exec(mail.text)![1]!);

  const visitor = await browser.newContext({ storageState: signedOut });
  const accept = await visitor.newPage();
  await accept.goto(`${link.pathname}${link.hash}`);
  await accept.getByRole('textbox', { name: 'Password' }).fill('carla-password-1');
  await accept.getByRole('button', { name: 'Accept and set password' }).click();
  await expect(accept.getByRole('status')).toContainText(email);
  await visitor.close();

  // the owner hands the till over
  await leaveByAccountMenu(page, 'Switch user');
  await submitLogin(page, email, 'carla-password-1');
  await expect(page).toHaveURL(/\/app\//);
  const me = (await (await page.request.get('/api/user_info')).json()) as { email: string; role: string };
  expect(me).toMatchObject({ email, role: 'staff' });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('frontdesk.settings') ?? '{}').register)).toBe('Front Desk');
});
