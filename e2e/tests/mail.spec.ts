import { expect, test } from '@playwright/test';
import { pageHeading, sideMenu } from './support/app';

// Issue 35 §1 end to end, as the demo admin: a card sale at checkout, its receipt emailed from the
// receipt page, and the email under Mail's Sent (the business's outgoing email, one place for it),
// its delivery and its PDF in view; the outbox's old address leads there too. Then a mail to a
// colleague, on a phone, the labels in a drawer.

test('a receipt emailed at checkout shows under Sent', async ({ page }) => {
  const address = `mail-${Date.now()}@example.test`;
  await page.goto('/app/register/select');
  const card = page.getByRole('article', { name: 'Front Desk' });
  await card.getByRole('button', { name: 'Use this register' }).click();
  await expect(page.getByRole('banner').getByText('Register: Front Desk')).toBeVisible();

  await page.goto('/app/checkout');
  const search = page.getByRole('combobox', { name: 'Add an item' });
  await search.fill('Nail trim');
  await expect(page.getByText('Nail trim', { exact: true }).last()).toBeVisible();
  await search.press('Enter');
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Complete sale · / }).click();
  await expect(page.getByText('Sale complete')).toBeVisible();
  await page.getByRole('link', { name: 'Receipt' }).click();

  await page.getByRole('button', { name: 'Email receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email the receipt' });
  await dialog.getByLabel('Email address').fill(address);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The receipt is on its way to ${address}`)).toBeVisible();

  // the side menu's Mail, then Sent
  await sideMenu(page).getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/app\/mail\/all$/);
  await expect(pageHeading(page, 'Mail')).toBeVisible();
  await page.getByRole('navigation', { name: 'Mail labels' }).getByRole('link', { name: 'Sent' }).click();
  const sent = page.getByRole('table', { name: 'Mails: Sent' });
  const row = sent.getByRole('row').filter({ hasText: `To: ${address}` });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /^Your receipt #\d+ from / }).click();
  const mail = page.getByRole('article', { name: /^Your receipt #\d+ from / });
  await expect(mail.getByText(address)).toBeVisible();
  await expect(mail.getByRole('link', { name: /^Download receipt-\d+\.pdf$/ })).toBeVisible();
  await expect(mail.getByText(/Kept here \(no mail server\)|Waiting to be sent|Delivered to the mail server/)).toBeVisible();

  // the outbox's address is Mail's Sent now
  await page.goto('/app/outbox');
  await expect(page).toHaveURL(/\/app\/mail\/sent$/);
  await expect(page.getByRole('table', { name: 'Mails: Sent' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('write to an outside address; the labels open in a drawer and close', async ({ page }) => {
    const subject = `Hello ${Date.now()}`;
    await page.goto('/app/mail/all');
    await expect(pageHeading(page, 'Mail')).toBeVisible();
    await page.getByRole('button', { name: 'New mail' }).click();
    const panel = page.getByRole('dialog', { name: 'New mail' });
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Add at least one recipient: a colleague or an email address')).toBeVisible();
    const to = panel.getByRole('combobox', { name: 'To' });
    await to.fill('ben@example.test');
    await to.press('Enter');
    await panel.getByLabel('Subject').fill(subject);
    await panel.getByLabel('Message').fill('See you on Monday.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();

    await page.getByRole('button', { name: 'Show labels' }).click();
    const drawer = page.getByRole('dialog', { name: 'Labels' });
    await drawer.getByRole('link', { name: 'Sent' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/app\/mail\/sent$/);
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
  });
});
