import { expect, test, type Page } from '@playwright/test';
import { pageHeading, signedOut, submitLogin } from './support/app';
import { readMail, sentMail } from './support/mail';

// Issue 35 §2: two staff of one business chat, each in their own browser, and each sees the
// other's message arrive without reloading (GET /api/events' chat event, the thread read again).
// The second login is invited by the demo admin and accepts through the link in the mail under Sent.

const csrfOf = async (page: Page) => ((await (await page.request.get('/api/csrf')).json()) as { csrfmiddlewaretoken: string }).csrfmiddlewaretoken;

/** A colleague of the demo admin's, invited and signed in in a browser of their own. */
async function aColleague(admin: Page, browser: import('@playwright/test').Browser) {
  const email = `chat-${Date.now().toString(36)}@e2e.test`;
  const invited = await admin.request.post('/api/team/invitations', {
    headers: { 'X-CSRFToken': await csrfOf(admin) },
    data: { email, firstName: 'Bea', lastName: 'Chat', role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await readMail(admin.request, (await sentMail(admin.request, email))[0]!.mailId);
  const token = /#token=([\w-]+)/.exec(mail.text)![1]!;
  const context = await browser.newContext({ storageState: signedOut });
  const page = await context.newPage();
  await page.goto('/login');
  const accepted = await page.request.post('/api/invitations/accept', {
    headers: { 'X-CSRFToken': await csrfOf(page) },
    data: { token, password: 'bea-password-1' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.goto('/login');
  await submitLogin(page, email, 'bea-password-1');
  await expect(page).toHaveURL(/\/app\//);
  return { page, context };
}

test('two staff chat in two browsers, each message arriving without a reload', async ({ page, browser }) => {
  const bea = await aColleague(page, browser);

  // the admin begins the conversation from /app/chat
  await page.goto('/app/chat');
  await expect(page).toHaveURL('/app/chat/new');
  await expect(pageHeading(page, 'Chat')).toBeVisible();
  // the colleague picked by keyboard: typed, then Enter
  await page.getByRole('combobox', { name: 'To' }).click();
  await page.keyboard.type('Bea Chat');
  await expect(page.getByText('Bea Chat', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const adminBox = page.getByRole('textbox', { name: 'Message' });
  await adminBox.fill('Can you open at 9 tomorrow?');
  await adminBox.press('Enter');
  await expect(page).toHaveURL(/\/app\/chat\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  const adminLog = page.getByRole('log', { name: 'Messages with Bea Chat' });
  await expect(adminLog.getByText('Can you open at 9 tomorrow?')).toBeVisible();

  // Bea has it unread in her list, opens it, and answers
  await bea.page.goto('/app/chat/new');
  const side = bea.page.getByRole('navigation', { name: 'Conversations' });
  await expect(side.getByText('1 unread message')).toBeAttached();
  await side.getByRole('link', { name: /Dana Demo/ }).click();
  await expect(bea.page).toHaveURL(threadPath);
  const beaLog = bea.page.getByRole('log', { name: /^Messages with / });
  await expect(beaLog.getByText('Can you open at 9 tomorrow?')).toBeVisible();
  await expect(side.getByText('1 unread message')).toHaveCount(0);
  const beaBox = bea.page.getByRole('textbox', { name: 'Message' });
  await beaBox.fill('Yes, I will.');
  await beaBox.press('Enter');

  // each sees the other's message arrive, no reload
  await expect(adminLog.getByText('Yes, I will.')).toBeVisible({ timeout: 5_000 });
  await adminBox.fill('Thanks!');
  await adminBox.press('Enter');
  await expect(beaLog.getByText('Thanks!')).toBeVisible({ timeout: 5_000 });
  await bea.context.close();
});
