import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { signIn } from './support/app';
import { type Api, apiFor, createPerson, DEMO, mustSucceed, type Person } from './support/public-site';
import { axeResults, WCAG_22_AA } from './support/axe';
import { photo } from './support/photo';

/**
 * Issue 14: a referee names the scorer by tapping the squad, also after the signal is gone (the squads are
 * kept on the phone), and the public match page and statistics show the names — never 'Unknown player'.
 * Signed in as a referee of the demo organization made for this test and assigned to the match, on a
 * phone: the demo referee's list holds every other spec's matches of the day, and the squads it keeps ahead
 * (the first 20 unfinished) need not reach this one, which is how the test once waited for them in vain.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = '/tmp/shots/console';

let api: Api;
let tournamentId: string;
let matchId: string;
let referee: Person;
const stamp = Date.now().toString(36).toUpperCase();
const HOME = `Lakeside ${stamp}`;
const AWAY = `Hilltop ${stamp}`;
const SQUADS: Record<string, { name: string; jerseyNumber?: number }[]> = {
  [HOME]: [{ name: 'Anna Berg', jerseyNumber: 9 }, { name: 'Ella Lind', jerseyNumber: 7 }, { name: 'Sara Nyberg' }],
  [AWAY]: [
    { name: 'Maja Holm', jerseyNumber: 4 },
    { name: 'Ida Strand', jerseyNumber: 10 },
  ],
};

const asAdmin = mustSucceed(
  () => api,
  () => api.token(DEMO.admin),
);

/** Every axe rule of WCAG 2.2 AA (and best practice), any impact: the list must be empty. */
async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  const results = await axeResults(page, { tags: [...WCAG_22_AA, 'best-practice'] });
  expect(
    results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** A still picture of the sheet once it has slid in, at the phone's and a laptop's size. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await photo(page, `${SHOTS}/${name}-390x844.png`);
  await page.setViewportSize({ width: 1366, height: 800 });
  await photo(page, `${SHOTS}/${name}-1366x800.png`);
  await page.setViewportSize(PHONE.viewport);
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  api = await apiFor(baseURL as string);
  const today = new Date().toISOString().slice(0, 10);
  // The organization's teams with their squads, entered in a tournament linked to them (as an import does).
  const teamIds: Record<string, string> = {};
  for (const name of [HOME, AWAY]) {
    const { team } = await asAdmin<{ team: { teamId: string } }>('POST', '/api/teams', { name, age: 'u12', gender: 'female' });
    teamIds[name] = team.teamId;
    for (const player of SQUADS[name] ?? []) await asAdmin('POST', `/api/teams/${team.teamId}/players`, player);
  }
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Scorer Cup ${stamp}`,
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
  const match = await asAdmin<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
    division,
    age: 'u12',
    gender: 'girls',
    date: today,
    time: '10:00',
    homeTeam: HOME,
    awayTeam: AWAY,
    field: 'Pitch 1',
  });
  matchId = match.matchId;
  referee = await createPerson(api, 'referee', 'Rita Referee');
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/matches/${matchId}/referee`, { refereeId: referee.uid });
  await asAdmin('POST', `/api/tournaments/${tournamentId}/publish`);
});

test.afterAll(async () => {
  await api.dispose();
});

test('a referee names scorers from the squads, online and offline, and the public sees the names', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, referee.email, DEMO_PASSWORD);

  // The list of the referee's matches already keeps the squads of the next ones on the phone.
  const rostersRead = page.waitForResponse((response) => response.url().endsWith(`/matches/${matchId}/rosters`) && response.status() === 200);
  await page.goto('/admin/matches');
  await rostersRead;
  await page.getByRole('link', { name: new RegExp(`${HOME} against ${AWAY}`) }).click();
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('Live');

  // Online: the goal sheet offers the scoring side's squad, name and shirt number; one tap saves.
  await page.getByRole('button', { name: `Goal ${HOME}` }).click();
  const sheet = page.getByRole('dialog', { name: new RegExp(`Goal for ${HOME}`) });
  const homeSquad = sheet.getByRole('list', { name: `${HOME} players` });
  await expect(homeSquad.getByRole('button')).toHaveCount(3);
  await expect(homeSquad.getByRole('button', { name: '9 Anna Berg' })).toBeVisible();
  await bothSizes(page, 'goal-sheet');
  await expectNoA11yViolations(page, 'the goal sheet');
  await homeSquad.getByRole('button', { name: '9 Anna Berg' }).click();
  await expect(sheet).toBeHidden();
  const timeline = page.getByRole('list', { name: 'Goals and cards' });
  await expect(timeline).toContainText('Anna Berg (#9)');
  await expect(page.getByTestId('sync-status')).toHaveText('All saved');

  // The page is opened again while the squads cannot be read, then the signal goes: they come from the phone.
  const rosters = `**/api/tournaments/${tournamentId}/matches/${matchId}/rosters`;
  let rosterReads = 0;
  await page.route(rosters, (route) => {
    rosterReads += 1;
    return route.abort('internetdisconnected');
  });
  await page.reload();
  // A whole reload (app, sign-in, match) on a busy machine: more than the default wait.
  await expect(page.getByTestId('match-status')).toHaveText('Live', { timeout: 30_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: `Goal ${AWAY}` }).click();
  const awaySheet = page.getByRole('dialog', { name: new RegExp(`Goal for ${AWAY}`) });
  await awaySheet
    .getByRole('list', { name: `${AWAY} players` })
    .getByRole('button', { name: '4 Maja Holm' })
    .click();
  await expect(awaySheet).toBeHidden();
  await expect(timeline).toContainText('Maja Holm (#4)');
  await expect(page.getByTestId('sync-status')).toContainText('1 action waiting');
  expect(rosterReads, 'the squads were not read from the server after the reload').toBeLessThanOrEqual(1);

  // A card from the cached squad too: it keeps the player's name and shirt.
  await page.getByRole('button', { name: 'Card' }).click();
  const cardSheet = page.getByRole('dialog', { name: 'Card' });
  await cardSheet.getByRole('radio', { name: HOME }).click();
  await cardSheet
    .getByRole('list', { name: `${HOME} players` })
    .getByRole('button', { name: '7 Ella Lind' })
    .click();
  await cardSheet.getByRole('button', { name: 'Save yellow card — Ella Lind' }).click();
  await expect(timeline).toContainText('Ella Lind (#7)');

  // Each remove button names its goal; the confirmation names it too, on the button that removes it.
  const removeAnna = page.getByRole('button', { name: /^Remove goal by Anna Berg, \d+'$/ });
  await expect(removeAnna).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove goal by Maja Holm, \d+'$/ })).toHaveCount(1);
  await removeAnna.click();
  const confirmation = page.getByRole('dialog', { name: /^Remove the goal by Anna Berg, \d+'\?$/ });
  await expect(confirmation.getByRole('button', { name: /^Remove goal by Anna Berg, \d+'$/ })).toBeVisible();
  await bothSizes(page, 'remove-goal-confirmation');
  await expectNoA11yViolations(page, 'the remove-goal confirmation');
  await confirmation.getByRole('button', { name: 'Keep the goal' }).click();
  await expect(confirmation).toBeHidden();

  // Back online: the waiting taps go out.
  await page.unroute(rosters);
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('All saved');
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Complete the match?' }).getByRole('button', { name: 'Complete match' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('Completed');
  await expect(page.getByTestId('sync-status')).toHaveText('All saved');
  await context.close();

  // The public: the match page and the statistics name both scorers (read again past the edge cache's seconds).
  const visitor = await browser.newContext(PHONE);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/t/${tournamentId}/m/${matchId}`);
  await expect(async () => {
    await publicPage.reload();
    await expect(publicPage.getByRole('main')).toContainText('Anna Berg', { timeout: 2_000 });
    await expect(publicPage.getByRole('main')).toContainText('Maja Holm', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(publicPage.getByRole('main')).not.toContainText('Unknown player');
  await publicPage.goto(`/t/${tournamentId}/stats`);
  const scorers = publicPage.getByRole('region', { name: 'Top scorers' });
  await expect(async () => {
    await publicPage.reload();
    await expect(scorers).toContainText('Anna Berg', { timeout: 2_000 });
    await expect(scorers).toContainText('Maja Holm', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(scorers).not.toContainText('Unknown player');
  await visitor.close();
});
