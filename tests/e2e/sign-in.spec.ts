import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { expectAccessible } from './support/axe';

const admin = demoAccount('admin');

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('signing in and out', () => {
  test('the demo admin signs in and lands on /home with their name and role', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your roles' }).getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Pitchside', { exact: true })).toBeVisible();
    await expectAccessible(page, 'home as admin');
  });

  test('a wrong password shows exactly the spec message and stays on /signin', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, admin.email, `${admin.password}-wrong`);

    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/signin/);
    await expectAccessible(page, 'sign-in, wrong password');
  });

  test('an unknown e-mail gets the same message (no account probing)', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, 'nobody@demo.pitchside.test', admin.password);

    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
  });

  test('the form asks for an e-mail and a password in the spec words', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please input your E-mail')).toBeVisible();
    await expect(page.getByText('Please input your Password')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid E-mail')).toBeVisible();
    await expectAccessible(page, 'sign-in with errors');
  });

  test('Sign out leads back to /signin, and /home is closed again', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.goto('/home');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fhome$/);
  });

  test('/home signed out goes to /signin, and signing in returns there', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fhome$/);

    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
  });

  test('the session survives a reload, and the public home leads a signed-in organizer to /home', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/');
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
  });
});

test.describe('app shell', () => {
  test('shows a spinner while the auth state loads (spec §2)', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/config.json', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/signin');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expectAccessible(page, 'loading spinner');
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page is off the pitch' })).toBeVisible();
    await expectAccessible(page, 'not found');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a referee signs in at 360 px and can reach Sign out', async ({ page }) => {
    const referee = demoAccount('referee');
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'sign-in');
    await signIn(page, referee.email, referee.password);

    await expect(page.getByRole('heading', { name: `Welcome, ${referee.displayName}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your roles' }).getByText('Referee', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
    await expectAccessible(page, 'home as referee');
  });
});
