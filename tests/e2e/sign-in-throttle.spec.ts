import { MESSAGES } from '@pitchside/shared';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/app';
import { expectAccessible } from './support/axe';

test.describe('sign-in extras', () => {
  test('repeated failures are throttled: the page says to wait', async ({ page }) => {
    const email = uniqueEmail('throttled');
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    const alert = page.getByRole('alert');
    // Cognito (and the local identity endpoint) lets five failures through, then throttles the user name.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password').fill(`Wrong${attempt}Pass`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText(MESSAGES.invalidCredentials);
      await page.getByLabel('Password').fill('');
    }
    await page.getByLabel('Password').fill('Wrong6Pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText('Too many attempts. Wait a few minutes and try again.');
    await expectAccessible(page, 'sign-in, throttled');
  });

  test('the sign-in page leads to sign-up and to the password reset', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('link', { name: 'Create an organizer account' }).click();
    await expect(page).toHaveURL(/\/admin\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page, 'sign-up');
  });
});
