import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { demoAccount, DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { STRIPE_FAKE_PRICE } from '../../infra/local/emulators/stripe-fake';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';
import { selectOption, signIn, signUp, uniqueEmail } from './support/app';
import { matchApi, refereeJourneyFixture } from './support/match-fixture';
import { tokenOf } from './support/api';
import { axeResults, WCAG_22_AA } from './support/axe';

/**
 * Issue 14: what an organizer, a referee, a coach and a medic meet on the way — the price before checkout
 * and a Pay button where Publish is refused, a Hide results switch per age group, real names, messages
 * that say what happened, a next step on every home page, and controls that ask instead of guessing.
 * Each screen is checked with axe (WCAG 2.2 AA) and photographed at desktop and phone size.
 */
const SHOTS = process.env.PITCHSIDE_SHOTS_DIR;
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

/** axe (WCAG 2.0–2.2 A and AA) on the page as it is, at both sizes; a photo of each when asked for. */
async function checkScreen(page: Page, name: string): Promise<void> {
  // The resting screen: a pointer left over the button just clicked would measure its hover colours.
  await page.mouse.move(0, 0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const results = await axeResults(page, { tags: WCAG_22_AA });
    const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
    expect(found, `axe on ${name} at ${viewport.width}px`).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

const today = () => new Date().toISOString().slice(0, 10);

// Each screen runs axe twice (desktop and phone): more than the default 30 s on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

test.describe('an organizer on the way to a published tournament', () => {
  test('sees the price before checkout, a checklist on home, and Pay now beside Publish', async ({ page }) => {
    await signUp(page, { email: uniqueEmail('checklist'), displayName: "Jean-Luc O'Brien", organizationName: `Checklist Club ${Date.now()}`, password: 'Checklist1' });
    // Home: nothing to set up yet, so the first step is to create a tournament.
    await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
    await checkScreen(page, 'home-organizer-new');

    await page.getByRole('link', { name: 'Create a tournament' }).click();
    await expect(page).toHaveURL(/\/admin\/tournaments\/create$/);
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: STRIPE_FAKE_PRICE.currency.toUpperCase() }).format(STRIPE_FAKE_PRICE.amount / 100);
    await expect(page.getByRole('note').filter({ hasText: 'Creating a tournament costs' })).toContainText(price);
    await checkScreen(page, 'create-tournament-price');

    const token = await tokenOf(page);
    const name = `Checklist Cup ${Date.now()}`;
    const created = await page.request.post('/api/tournaments', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { name, type: 'league', days: 'weekends', startDate: today(), endDate: today(), venue: 'Heden', ageGroups: ['u9', 'u12'], genders: ['boys'] },
    });
    expect(created.status()).toBe(201);
    const { tournament } = (await created.json()) as { tournament: { tournamentId: string } };
    const division = await page.request.post(`/api/tournaments/${tournament.tournamentId}/divisions`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { name: 'Boys U12', age: 'u12', gender: 'boys' },
    });
    expect(division.status()).toBe(201);

    // The checklist ticks the structure (a division is stored) and nothing else yet; each step is a link.
    await page.goto('/home');
    const steps = page.getByRole('list', { name: `Steps to publish ${name}` });
    await expect(steps.getByRole('link', { name: /Set up the structure.*\(done\)/ })).toBeVisible();
    await expect(steps.getByRole('link', { name: /Add the teams.*\(to do\)/ })).toBeVisible();
    await expect(steps.getByRole('link', { name: /Publish.*Pay for it, then publish it.*\(to do\)/ })).toBeVisible();
    await checkScreen(page, 'home-organizer-checklist');

    // Publish is refused while unpaid: the way to pay sits beside it.
    await steps.getByRole('link', { name: /Publish/ }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.ant-message')).toContainText('Pay for the tournament before publishing it');
    await checkScreen(page, 'manage-unpaid-pay-now');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Pitchside test checkout' })).toBeVisible();
    await expect(page.getByText(`${(STRIPE_FAKE_PRICE.amount / 100).toFixed(2)} ${STRIPE_FAKE_PRICE.currency.toUpperCase()}`)).toBeVisible();
  });

  test('hides an age group’s results from the Structure tab', async ({ page }) => {
    const { call, demoToken } = matchApi();
    const admin = await demoToken('admin');
    const name = `Hide Cup ${Date.now()}`;
    const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token: admin,
      headers: DEMO_ORG_HEADERS,
      body: { name, type: 'league', days: 'weekends', startDate: today(), endDate: today(), venue: 'Heden', ageGroups: ['u9', 'u12'], genders: ['boys'] },
    });
    expect(created.status).toBe(201);
    const tournamentId = created.body.tournament.tournamentId;

    await signIn(page, demoAccount('admin').email, DEMO_PASSWORD);
    await page.goto(`/admin/tournaments/${tournamentId}?tab=structure`);
    const hideU9 = page.getByRole('switch', { name: 'Hide results of Under 9' });
    await expect(hideU9).not.toBeChecked();
    await hideU9.click();
    await expect(hideU9).toBeChecked();
    await expect(page.getByRole('list', { name: 'Age groups' }).getByRole('listitem').filter({ hasText: 'Under 9' })).toContainText('Results hidden');
    const detail = await call<{ tournament: { structure: { ageGroups: { name: string; hideResults: boolean }[] } } }>('GET', `/api/tournaments/${tournamentId}`, {
      token: admin,
      headers: DEMO_ORG_HEADERS,
    });
    expect(detail.body.tournament.structure.ageGroups).toEqual(
      expect.arrayContaining([
        { name: 'u9', hideResults: true },
        { name: 'u12', hideResults: false },
      ]),
    );
    await checkScreen(page, 'structure-hide-results');
  });
});

test.describe('controls that ask instead of guessing', () => {
  test('roles read as labels, invitations pick a tournament by name, and a reset names its tournament', async ({ page }) => {
    const { call, demoToken } = matchApi();
    const admin = await demoToken('admin');
    const name = `Reset Cup ${Date.now()}`;
    const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token: admin,
      headers: DEMO_ORG_HEADERS,
      body: { name, type: 'league', days: 'weekends', startDate: today(), endDate: today(), venue: 'Heden', ageGroups: ['u12'], genders: ['boys'] },
    });
    expect(created.status).toBe(201);

    await signIn(page, demoAccount('admin').email, DEMO_PASSWORD);
    await page.goto('/admin/users?role=refereeassignor');
    const assignorRow = page.getByRole('row').filter({ hasText: demoAccount('refereeassignor').email });
    await expect(assignorRow.getByText('Referee assignor').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('refereeassignor', { exact: true })).toHaveCount(0);
    await checkScreen(page, 'users-role-labels');

    await page.goto('/admin/invites');
    await expect(page.getByText('Tournament ID')).toHaveCount(0);
    await selectOption(page, page.getByRole('combobox', { name: 'Tournament (optional)' }), name);
    // The resting form: the list has closed (axe would read its options while they fade out).
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await checkScreen(page, 'invites-tournament-picker');

    await page.goto('/admin/matches');
    await page.getByRole('button', { name: 'Reset all matches' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset all matches of a tournament' });
    // Nothing is chosen for the admin: the reset cannot go ahead until they name the tournament.
    await expect(dialog.getByRole('button', { name: 'Reset all matches' })).toBeDisabled();
    // The dialog has finished zooming in: axe measures the placeholder's contrast, not a frame of the fade.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.ant-modal') ?? element).opacity)).toBe('1');
    await checkScreen(page, 'reset-matches-choose');
    await selectOption(page, dialog.getByRole('combobox', { name: 'Tournament to reset' }), name);
    await dialog.getByRole('button', { name: `Reset all matches of ${name}` }).click();
    await expect(page.locator('.ant-message')).toContainText(`0 matches of ${name} reset`);
  });

  test('a wrong current password says so on its field', async ({ page }) => {
    await signUp(page, { email: uniqueEmail('password'), displayName: 'Paula Password', organizationName: `Password Club ${Date.now()}`, password: 'Password12' });
    await page.goto('/admin/profile');
    await page.getByLabel('Current password').fill('NotMyPassword1');
    await page.getByLabel('New password', { exact: true }).fill('Newpassword12');
    await page.getByLabel('Confirm new password').fill('Newpassword12');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not right. Type it again.')).toBeVisible();
    // The button has left its loading state (axe would measure the fading spinner's colours).
    await expect(page.locator('#password .ant-btn-loading')).toHaveCount(0);
    await expect(page.getByText(MESSAGES.profileUpdateFailed)).toHaveCount(0);
    await checkScreen(page, 'profile-wrong-password');
  });
});

test.describe('a next step for the field roles', () => {
  test('a referee, a coach and a medic each find today’s matches on home', async ({ page }) => {
    const fixture = await refereeJourneyFixture();
    for (const role of ['referee', 'coach', 'medic'] as const) {
      await signIn(page, demoAccount(role).email, DEMO_PASSWORD);
      const title = { referee: 'Your matches today', coach: 'Your teams’ matches today', medic: 'Matches today' }[role];
      // Home shows the day's first few (other specs share this organization's day); the link leads to all of them.
      const todayCard = page.getByRole('region', { name: title });
      await expect(todayCard.getByRole('link', { name: / against / }).first()).toBeVisible();
      await checkScreen(page, `home-${role}`);
      await todayCard.getByRole('link', { name: /^All / }).click();
      await expect(page).toHaveURL(/\/admin\/matches/);
      await expect(page.getByRole('link', { name: new RegExp(`${fixture.home} against ${fixture.away}`) }).first()).toBeVisible();
      if (role === 'medic') {
        // The medic's Matches page lists today's matches instead of "open the link your organizer shared".
        await expect(page.getByRole('region', { name: 'Matches today' })).toBeVisible();
        await checkScreen(page, 'matches-medic');
      }
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/signin/);
    }
  });
});
