import { expect, test as setup } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, submitLogin } from './support/app';
import { AUTH_FILE } from './support/paths';

// Logs in once through the login form; the signed-in tests start from this session.
setup('log in as the demo user', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/register\/select$/);
  await page.context().storageState({ path: AUTH_FILE });
});
