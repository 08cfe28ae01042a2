import { expect, test } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { signIn, visibleOptions } from './support/app';
import { expectAccessible } from './support/axe';

const coach = demoAccount('coach');
const organizer = demoAccount('tournamentadmin');

test.describe('who may open what', () => {
  test('a coach gets the access-denied screen on /admin/users, and the API refuses them with 403', async ({ page }) => {
    await signIn(page, coach.email, coach.password);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Invitations' })).toHaveCount(0);
    await expectAccessible(page, 'home as coach');

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await page.goto('/admin/invites');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expectAccessible(page, 'access denied');

    // The ID token is in the `token` cookie (spec §7): path /, Secure, SameSite=Lax.
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'token');
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
    expect(cookie!.value.split('.')).toHaveLength(3);
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000);

    const answer = await page.request.get('/api/users', { headers: { authorization: `Bearer ${cookie!.value}` } });
    expect(answer.status()).toBe(403);
    const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${cookie!.value}` } });
    expect(me.status()).toBe(200);

    // Signing out deletes the cookie.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(async () => (await page.context().cookies()).some((candidate) => candidate.name === 'token')).toBe(false);
  });

  test('the token cookie is refreshed with a new ID token', async ({ page }) => {
    await page.clock.install();
    await signIn(page, coach.email, coach.password);
    const tokenCookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === 'token')?.value;
    await expect.poll(tokenCookie).toBeTruthy();
    const first = await tokenCookie();
    // Ten minutes later the app asks Cognito (through /cognito) for fresh tokens and rewrites the cookie.
    await page.clock.runFor(10 * 60_000 + 1_000);
    await expect.poll(tokenCookie, { timeout: 10_000 }).not.toBe(first);
  });

  test('a tournament admin may invite referees, coaches and medics only, and may not manage users', async ({ page }) => {
    await signIn(page, organizer.email, organizer.password);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
    await page.getByLabel('Role').click();
    await expect(visibleOptions(page)).toHaveText(['Referee', 'Coach', 'Medic']);
    await expectAccessible(page, 'invitations as tournament admin, role list open');
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  });
});
