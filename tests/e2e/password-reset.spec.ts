import { MESSAGES } from '@pitchside/shared';
import { expect, test } from '@playwright/test';
import { signIn, signOut, signUp, uniqueEmail } from './support/app';
import { linkIn, mailClock, waitForMail } from './support/mailbox';
import { expectAccessible } from './support/axe';

test.describe('forgot password', () => {
  test('a user asks for a reset, follows the e-mailed link, sets a new password and signs in with it', async ({ page }) => {
    const email = uniqueEmail('reset');
    const first = 'FirstPass2026';
    const second = 'SecondPass2026';
    await signUp(page, { email, displayName: 'Robin Reset', organizationName: 'Reset Rovers', password: first });
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page, 'forgot password');
    const since = mailClock();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetSent })).toBeVisible();
    await expectAccessible(page, 'forgot password, link sent');

    const link = linkIn(await waitForMail(email, since), '/admin/reset-password?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page, 'reset password');
    await page.getByLabel('New password', { exact: true }).fill(second);
    await page.getByLabel('Confirm new password').fill(`${second}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await expectAccessible(page, 'reset password with errors');
    await page.getByLabel('Confirm new password').fill(second);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/signin\?notice=password-changed$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed. Sign in with the new one.' })).toBeVisible();
    await expectAccessible(page, 'sign-in after a password change');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(first);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
    await signIn(page, email, second);
    await expect(page.getByRole('heading', { name: 'Welcome, Robin Reset' })).toBeVisible();

    // The link works once.
    await signOut(page);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('ThirdPass2026');
    await page.getByLabel('Confirm new password').fill('ThirdPass2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  });

  test('an unknown address gets the spec message', async ({ page }) => {
    await page.goto('/admin/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.resetUnknownEmail);
    await expectAccessible(page, 'forgot password, unknown address');
  });
});
