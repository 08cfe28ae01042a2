import { DISCIPLINE_MESSAGES, teamKey } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { signIn, toast } from './support/app';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';
import { type Api, apiFor, createPerson, DEMO, mustSucceed, type Person } from './support/public-site';

/**
 * Issue 33 (discipline), the journey: a player is sent off in the first match; in the next match the
 * referee's console does not offer that player and refuses a card for them (one given from squads the
 * phone kept from before the red card); the coach sees the suspension; the organizer overturns it with a
 * reason and the console offers the player again; the public team page shows card counts and no names.
 * Each role is a person of the demo organization made for this test (the demo referee's list is crowded).
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1366, height: 800 } };
const SHOTS = 'test-results/e2e/discipline';

let api: Api;
let tournamentId: string;
let firstMatchId: string;
let nextMatchId: string;
let referee: Person;
let coach: Person;
const stamp = Date.now().toString(36).toUpperCase();
const HOME = `Northside ${stamp}`;
const AWAY = `Southend ${stamp}`;
const SENT_OFF = 'Sara Sent-Off';

const asAdmin = mustSucceed(
  () => api,
  () => api.token(DEMO.admin),
);

/** The screen at a laptop's and a phone's size, for a person to look at (PITCHSIDE_SHOTS). */
async function bothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['1366x800', DESKTOP.viewport],
    ['390x844', PHONE.viewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await photo(page, `${SHOTS}/${name}-${size}.png`, { fullPage: true });
  }
}

async function signedIn(browser: Browser, person: { email: string }, device: typeof PHONE | typeof DESKTOP, password = DEMO_PASSWORD) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signIn(page, person.email, password);
  return { context, page };
}

/**
 * A home player as the phone keeps the squad (web/src/features/matches/console/roster-cache.ts): what the
 * console opens with, also offline. The list writes it after the answer is parsed, so a test that left on the
 * response alone raced that write.
 */
async function keptPlayer(page: Page, matchId: string, name: string): Promise<'not kept' | 'suspended' | 'eligible'> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `pitchside.match-rosters.v1:${JSON.stringify([tournamentId, matchId])}`);
  const home = raw ? (JSON.parse(raw) as { rosters: { home: { name: string; suspended?: boolean }[] } }).rosters.home : [];
  const player = home.find((candidate) => candidate.name === name);
  return !player ? 'not kept' : player.suspended ? 'suspended' : 'eligible';
}

/** The card sheet of the open console, on the home side: the squad it offers. */
async function homeCardSquad(page: Page) {
  await page.getByRole('button', { name: 'Card' }).click();
  const sheet = page.getByRole('dialog', { name: 'Card' });
  await sheet.getByRole('radio', { name: HOME }).click();
  return { sheet, squad: sheet.getByRole('list', { name: `${HOME} players` }) };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  api = await apiFor(baseURL as string);
  const today = new Date().toISOString().slice(0, 10);
  coach = await createPerson(api, 'coach', 'Cora Coach');
  referee = await createPerson(api, 'referee', 'Rolf Referee');
  const teamIds: Record<string, string> = {};
  for (const [name, players, coachUid] of [
    [
      HOME,
      [
        { name: SENT_OFF, jerseyNumber: 5 },
        { name: 'Anna Berg', jerseyNumber: 9 },
      ],
      coach.uid,
    ],
    [AWAY, [{ name: 'Maja Holm', jerseyNumber: 4 }], undefined],
  ] as const) {
    const { team } = await asAdmin<{ team: { teamId: string } }>('POST', '/api/teams', { name, age: 'u12', gender: 'female', ...(coachUid ? { coachUid } : {}) });
    teamIds[name] = team.teamId;
    for (const player of players) await asAdmin('POST', `/api/teams/${team.teamId}/players`, player);
  }
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Fair Play Cup ${stamp}`,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Riverside Park',
    ageGroups: ['u12'],
    genders: ['girls'],
  });
  tournamentId = tournament.tournamentId;
  const division = 'U12 Girls';
  await asAdmin('POST', `/api/tournaments/${tournamentId}/divisions`, { name: division, age: 'u12', gender: 'girls' });
  for (const team of [HOME, AWAY]) await asAdmin('POST', `/api/tournaments/${tournamentId}/teams`, { team, division, teamId: teamIds[team] });
  const fixture = (time: string) =>
    asAdmin<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, { division, age: 'u12', gender: 'girls', date: today, time, homeTeam: HOME, awayTeam: AWAY, field: 'Pitch 1' });
  firstMatchId = (await fixture('10:00')).matchId;
  nextMatchId = (await fixture('12:00')).matchId;
  for (const matchId of [firstMatchId, nextMatchId]) await asAdmin('PUT', `/api/tournaments/${tournamentId}/matches/${matchId}/referee`, { refereeId: referee.uid });
  await asAdmin('POST', `/api/tournaments/${tournamentId}/publish`);
});

test.afterAll(async () => {
  await api.dispose();
});

test('the referee sends a player off; the next match does not offer her and refuses a card given from older squads', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await signedIn(browser, referee, PHONE);
  // The next match's squads reach the phone before the red card exists (the list keeps them ahead).
  await page.goto('/admin/matches');
  await expect.poll(() => keptPlayer(page, nextMatchId, SENT_OFF)).toBe('eligible');

  await page.goto(`/admin/matches/${tournamentId}/${firstMatchId}`);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('Live');
  const first = await homeCardSquad(page);
  await first.squad.getByRole('button', { name: `5 ${SENT_OFF}` }).click();
  await first.sheet.getByRole('radio', { name: 'Red card' }).click();
  await first.sheet.getByRole('button', { name: `Save red card — ${SENT_OFF}` }).click();
  await expect(page.getByTestId('sync-status')).toHaveText('All saved');
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Complete the match?' }).getByRole('button', { name: 'Complete match' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('Completed');

  // The next match, with the squads the phone kept from before: the server refuses, in the referee's words.
  const rosters = `**/api/tournaments/${tournamentId}/matches/${nextMatchId}/rosters`;
  await page.route(rosters, (route) => route.abort('internetdisconnected'));
  await page.goto(`/admin/matches/${tournamentId}/${nextMatchId}`);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('Live');
  const stale = await homeCardSquad(page);
  await stale.squad.getByRole('button', { name: `5 ${SENT_OFF}` }).click();
  await stale.sheet.getByRole('button', { name: `Save yellow card — ${SENT_OFF}` }).click();
  await expect(page.getByText(DISCIPLINE_MESSAGES.playerSuspended)).toBeVisible();
  await photo(page, `${SHOTS}/console-refused-390x844.png`);

  // With fresh squads (the list of matches reads them ahead, as at the start) she is not offered at all.
  await page.unroute(rosters);
  await page.goto('/admin/matches');
  await expect.poll(() => keptPlayer(page, nextMatchId, SENT_OFF)).toBe('suspended');
  await page.goto(`/admin/matches/${tournamentId}/${nextMatchId}`);
  await expect(page.getByTestId('match-status')).toHaveText('Live', { timeout: 30_000 });
  const fresh = await homeCardSquad(page);
  await expect(fresh.squad.getByRole('button', { name: '9 Anna Berg' })).toBeVisible();
  await expect(fresh.squad.getByRole('button', { name: `5 ${SENT_OFF}` })).toHaveCount(0);
  await expectAccessible(page, 'the card sheet without the suspended player');
  await bothSizes(page, 'console-card-sheet');
  await context.close();
});

test('the coach sees the suspension for the next match, with its reason', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, coach, PHONE);
  await page.goto('/admin/matches');
  const suspensions = page.getByRole('region', { name: `Suspensions in ${HOME}` });
  await expect(suspensions.getByText(`${SENT_OFF}: suspended for the next match`)).toBeVisible();
  await expect(suspensions.getByText(`Red card against ${AWAY}`, { exact: false })).toBeVisible();
  await expectAccessible(page, "the coach's matches with the suspension");
  await bothSizes(page, 'coach-suspension');
  await context.close();
});

test('the organizer overturns it with a reason, and the console offers the player again', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await signedIn(browser, { email: DEMO.admin }, DESKTOP);
  await page.goto(`/admin/matches?tournament=${tournamentId}`);
  const section = page.getByRole('region', { name: 'Discipline' });
  const item = section.getByRole('listitem').filter({ hasText: SENT_OFF });
  await expect(item.getByText('Suspended', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the disciplinary list');
  await bothSizes(page, 'organizer-discipline');
  await page.setViewportSize(DESKTOP.viewport);
  await item.getByRole('button', { name: `Overturn: ${SENT_OFF}` }).click();
  const dialog = page.getByRole('dialog', { name: `Overturn: ${SENT_OFF}` });
  await dialog.getByRole('button', { name: 'Overturn' }).click();
  await expect(dialog.getByText(DISCIPLINE_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('The video shows another player made the foul.');
  await expectAccessible(page, 'the decision dialog');
  await photo(page, `${SHOTS}/organizer-overturn-1366x800.png`);
  await dialog.getByRole('button', { name: 'Overturn' }).click();
  await expect(toast(page, 'Decision saved')).toBeVisible();
  await expect(item.getByText('Overturned', { exact: true })).toBeVisible();
  await expect(item.getByText('“The video shows another player made the foul.”', { exact: false })).toBeVisible();
  await context.close();

  const console = await signedIn(browser, referee, PHONE);
  await console.page.goto('/admin/matches');
  await expect.poll(() => keptPlayer(console.page, nextMatchId, SENT_OFF)).toBe('eligible');
  await console.page.goto(`/admin/matches/${tournamentId}/${nextMatchId}`);
  await expect(console.page.getByTestId('match-status')).toHaveText('Live', { timeout: 30_000 });
  const again = await homeCardSquad(console.page);
  await expect(again.squad.getByRole('button', { name: `5 ${SENT_OFF}` })).toBeVisible();
  await console.context.close();
});

test('the public team page shows the card counts and no names', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/t/${tournamentId}/team/${teamKey(HOME)}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('team-cards')).toHaveText('0 yellow · 1 red', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('main')).not.toContainText(SENT_OFF);
  await expectAccessible(page, 'the public team page');
  await bothSizes(page, 'public-team');
  await context.close();
});
