import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { navigateInApp, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { apiFor, createPublicTournament, DEMO, postEvents, refereeEvent, type Api, type PublicFixture } from './support/public-site';

/**
 * Issue 14: every signed-in screen passes axe (WCAG 2.2 AA) at laptop and at phone width, as the organizer
 * sees it — including the states the journeys pass through quickly or only at one size: a tournament with
 * nothing in it yet (empty tables), every tab of the manage page, the schedule's tabs, the phone menu.
 * The journeys (the other specs) check the screens again in the states they create.
 */
// Six independent walks (three screens' sets at two sizes): spread over the workers rather than one long
// file; each worker builds its own fixture in beforeAll.
test.describe.configure({ mode: 'parallel' });

const admin = demoAccount('admin');
let api: Api;
/** A tournament with a division, two teams and two matches (the referee assigned to both), and one with nothing in it. */
let full: PublicFixture;
let emptyTournamentId: string;
let teamId: string;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  api = await apiFor(baseURL as string);
  full = await createPublicTournament(api, {
    name: `Axe Cup ${Date.now()}`,
    publish: false,
    pairings: [
      [0, 1],
      [1, 0],
    ],
  });
  // The second match is played: the organizer reads its report, the referee runs the first.
  const goal = refereeEvent('goal', { teamType: 'home', playerId: 'p9', playerName: 'Ana Axe' });
  await postEvents(api, full, [refereeEvent('start'), goal, refereeEvent('complete')], full.matchIds[1]);
  const token = await api.token(DEMO.admin);
  const today = new Date().toISOString().slice(0, 10);
  const empty = await api.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token,
    org: true,
    body: { name: `Empty Cup ${Date.now()}`, type: 'league', days: 'weekends', startDate: today, endDate: today, venue: 'Ullevi', ageGroups: ['u10'], genders: ['girls'] },
  });
  expect(empty.status, empty.text).toBe(201);
  emptyTournamentId = empty.body.tournament.tournamentId;
  const team = await api.call<{ team: { teamId: string } }>('POST', '/api/teams', { token, org: true, body: { name: `Axe Rovers ${Date.now()}`, club: 'Axe FC', age: 'u12', gender: 'male' } });
  expect(team.status, team.text).toBe(201);
  teamId = team.body.team.teamId;
});

test.afterAll(async () => {
  await api.dispose();
});

/**
 * Opens `path` the way the app's own links do (navigateInApp: no new document) and waits for its main
 * heading (or what `ready` names) before axe looks at it. A full load per screen (25 per size) cost the
 * suite a second or more each on two busy cores, and evaluated axe's source again every time.
 */
async function visit(page: Page, path: string, heading: string | RegExp, label: string, ready?: (page: Page) => Locator): Promise<void> {
  await navigateInApp(page, path);
  await expect((ready ? ready(page) : page.getByRole('heading', { level: 1, name: heading })).first()).toBeVisible();
  await expectAccessible(page, label);
}

/** A full page load of `path` (a screen reached only by its address, or the first one of a signed-out test). */
async function load(page: Page, path: string, heading: string | RegExp, label: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expectAccessible(page, label);
}

const SIZES = [
  { name: 'laptop', use: { viewport: { width: 1366, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('the organizer’s screens pass axe', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, admin.email, admin.password);
      await expectAccessible(page, 'home');
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Pitchside' })).toBeVisible();
        await expectAccessible(page, 'menu drawer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Pitchside' })).toBeHidden();
      }
      await visit(page, '/admin/tournaments', 'Tournaments', 'tournaments');
      await visit(page, '/admin/tournaments/create', 'New tournament', 'create tournament');

      const manage = `/admin/tournaments/${full.tournamentId}`;
      await visit(page, manage, full.name, 'manage tournament, overview');
      for (const tab of ['structure', 'teams', 'matches', 'admins', 'import'] as const) {
        await visit(page, `${manage}?tab=${tab}`, full.name, `manage tournament, ${tab} tab`);
      }
      // Nothing in it yet: the empty tables.
      const empty = `/admin/tournaments/${emptyTournamentId}`;
      for (const tab of ['structure', 'teams', 'matches'] as const) {
        await visit(page, `${empty}?tab=${tab}`, /Empty Cup/, `empty tournament, ${tab} tab`);
      }
      for (const view of ['setup', 'weather', 'versions'] as const) {
        await visit(page, `${manage}/schedule?view=${view}`, 'Schedule', `schedule, ${view}`);
      }

      await visit(page, '/admin/teams', 'Teams', 'teams');
      await visit(page, `/admin/teams/${encodeURIComponent(teamId)}`, /Axe Rovers/, 'team page');
      await visit(page, '/admin/users', 'Users', 'users');
      await visit(page, '/admin/invites', 'Invitations', 'invitations');
      await visit(page, '/admin/profile', 'Your profile', 'profile');
      await visit(page, '/admin/matches', 'Matches', 'matches');
      await visit(page, `/admin/matches/${full.tournamentId}/${full.matchId}`, '', 'match console as organizer', (screen) => screen.getByRole('button', { name: 'Start match' }));
      await visit(page, `/admin/matches/${full.tournamentId}/${full.matchIds[1]}`, '', 'match report as organizer', (screen) => screen.getByRole('heading', { name: 'Audit trail' }));
    });

    test('the referee’s and the coach’s screens pass axe', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const referee = demoAccount('referee');
      await signIn(page, referee.email, referee.password);
      await expectAccessible(page, 'home as referee');
      await visit(page, '/admin/matches', 'Matches', 'matches as referee');
      await visit(page, `/admin/matches/${full.tournamentId}/${full.matchId}`, '', 'referee console', (screen) => screen.getByRole('button', { name: 'Start match' }));

      const context = await browser.newContext(size.use);
      const coachPage = await context.newPage();
      const coach = demoAccount('coach');
      await signIn(coachPage, coach.email, coach.password);
      await expectAccessible(coachPage, 'home as coach');
      await visit(coachPage, '/admin/teams', 'Teams', 'teams as coach');
      await visit(coachPage, '/admin/matches', 'Matches', 'matches as coach');
      await context.close();
    });

    test('the signed-out screens pass axe', async ({ page }) => {
      await load(page, '/signin', 'Sign in', 'sign-in');
      await visit(page, '/admin/signup', 'Create your account', 'sign-up');
      await visit(page, '/admin/forgot-password', 'Reset your password', 'forgot password');
      await page.goto('/invite?token=not-a-real-token');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'invitation not found');
      await visit(page, '/no-such-page', 'This page is off the pitch', 'not found');
    });
  });
}
