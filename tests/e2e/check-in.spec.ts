import { teamKey, type TeamPasses } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';
import { type Api, apiFor, createPerson, DEMO, mustSucceed, type Person } from './support/public-site';

/**
 * Issue 33 (check-in), the journey on phones: the coach opens the team sheet and sees the squad's age
 * problem with its reason and the QR passes; the desk (the organizer) loads the morning, goes offline, checks
 * in the team and a player by their passes (typed, as a phone without a QR reader does), refuses a changed
 * pass, and syncs when the signal is back; the referee's console does not offer the over-age player.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = 'test-results/e2e/check-in';
const stamp = Date.now().toString(36).toUpperCase();
const HOME = `Eastfield ${stamp}`;
const AWAY = `Westbay ${stamp}`;
const OLDER = 'Olga Older';
const YOUNGER = 'Yann Younger';

let api: Api;
let tournamentId: string;
let matchId: string;
let coach: Person;
let referee: Person;
const asAdmin = mustSucceed(
  () => api,
  () => api.token(DEMO.admin),
);

/** The screen at a phone's and a laptop's size, for a person to look at (PITCHSIDE_SHOTS), back to the phone after. */
async function bothSizes(page: Page, name: string): Promise<void> {
  if (!process.env.PITCHSIDE_SHOTS) return;
  for (const [size, viewport] of [
    ['1366x800', { width: 1366, height: 800 }],
    ['390x844', PHONE.viewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await photo(page, `${SHOTS}/${name}-${size}.png`, { fullPage: true });
  }
}

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return { page, close: () => context.close() };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  api = await apiFor(baseURL as string);
  const today = new Date().toISOString().slice(0, 10);
  coach = await createPerson(api, 'coach', 'Cleo Coach');
  referee = await createPerson(api, 'referee', 'Rune Referee');
  const teamIds: Record<string, string> = {};
  for (const [name, players, coachUid] of [
    [
      HOME,
      [
        { name: OLDER, jerseyNumber: 9, dateOfBirth: '2011-03-17' },
        { name: YOUNGER, jerseyNumber: 4, dateOfBirth: '2014-08-29' },
      ],
      coach.uid,
    ],
    [AWAY, [{ name: 'Ava Away', jerseyNumber: 1, dateOfBirth: '2014-02-02' }], undefined],
  ] as const) {
    const { team } = await asAdmin<{ team: { teamId: string } }>('POST', '/api/teams', { name, age: 'u12', gender: 'female', ...(coachUid ? { coachUid } : {}) });
    teamIds[name] = team.teamId;
    for (const player of players) await asAdmin('POST', `/api/teams/${team.teamId}/players`, player);
  }
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Morning Cup ${stamp}`,
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
  const added = await asAdmin<{ division: { divisionId: string } }>('POST', `/api/tournaments/${tournamentId}/divisions`, { name: division, age: 'u12', gender: 'girls' });
  for (const team of [HOME, AWAY]) await asAdmin('POST', `/api/tournaments/${tournamentId}/teams`, { team, division, teamId: teamIds[team] });
  matchId = (
    await asAdmin<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
      division,
      age: 'u12',
      gender: 'girls',
      date: today,
      time: '10:00',
      homeTeam: HOME,
      awayTeam: AWAY,
      field: 'Pitch 1',
    })
  ).matchId;
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/matches/${matchId}/referee`, { refereeId: referee.uid });
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/check-in/settings`, {
    ageRules: [{ divisionId: added.division.divisionId, bornOnOrAfter: '2014-01-01', olderAllowed: 0 }],
    squadFreezeAt: null,
  });
});

test.afterAll(async () => {
  await api.dispose();
});

test('the coach sees the age problem and the passes; the desk checks in offline and syncs; the console leaves the over-age player out', async ({ browser }) => {
  test.setTimeout(120_000);
  const sheetUrl = `/admin/check-in/${tournamentId}/${teamKey(HOME)}`;

  const coachPhone = await signedIn(browser, coach.email);
  await coachPhone.page.goto('/admin/matches');
  const sheetLink = coachPhone.page.getByRole('link', { name: `Team sheet and passes: ${HOME}` });
  await expect(sheetLink).toBeVisible();
  // The coach's matches as this coach sees them, the sheet link on top.
  await expectAccessible(coachPhone.page, "the coach's matches with the team sheet link");
  await sheetLink.click();
  await expect(coachPhone.page).toHaveURL(new RegExp(`${sheetUrl}$`));
  await expect(coachPhone.page.getByTestId('sheet-problems')).toHaveText('1 player is outside the age rule: fix the squad before the check-in');
  const olga = coachPhone.page.getByTestId('sheet-player').filter({ hasText: OLDER });
  await expect(olga.getByText('Born before Jan 1, 2014: older players in the squad 1, allowed 0', { exact: false })).toBeVisible();
  await expect(coachPhone.page.getByRole('img', { name: `Team pass of ${HOME}` })).toBeVisible();
  await expectAccessible(coachPhone.page, "the coach's team sheet");
  await bothSizes(coachPhone.page, 'team-sheet');
  await coachPhone.close();
  // The passes as the coach's phone shows them (the desk types them here: headless Chromium has no camera).
  const passes = (await api.call<TeamPasses>('GET', `/api/tournaments/${tournamentId}/teams/${teamKey(HOME)}/passes`, { token: await api.token(coach.email) })).body;
  const yann = passes.players.find((player) => player.name === YOUNGER)?.pass as string;

  const desk = await signedIn(browser, DEMO.admin);
  await desk.page.goto(`/admin/check-in/${tournamentId}`);
  await expect(desk.page.getByTestId('desk-counts')).toHaveText('Teams in: 0 of 2 · players in: 0 of 3 · age problems: 1');
  await desk.page.context().setOffline(true);
  const entry = desk.page.getByLabel('Pass code or name');
  await entry.fill(passes.teamPass);
  await entry.press('Enter');
  await expect(desk.page.getByTestId('desk-said')).toHaveText(`${HOME} is checked in`);
  await entry.fill(yann);
  await entry.press('Enter');
  await expect(desk.page.getByTestId('desk-said')).toHaveText(`${YOUNGER} is checked in`);
  // Yann's pass with its payload changed to name Olga: refused on the phone, offline.
  const [prefix, , signature] = yann.split('.');
  const forged = [
    prefix,
    Buffer.from(JSON.stringify({ t: tournamentId, k: 'player', tk: teamKey(HOME), p: passes.players.find((player) => player.name === OLDER)?.playerId })).toString('base64url'),
    signature,
  ].join('.');
  await entry.fill(forged);
  await entry.press('Enter');
  await expect(desk.page.getByTestId('desk-said')).toHaveText('This pass was changed or is not genuine');
  await expect(desk.page.getByTestId('desk-sync')).toHaveText('2 marks wait to be sent');
  await entry.fill(HOME);
  await expect(desk.page.getByTestId('desk-player').filter({ hasText: OLDER }).getByText('older players in the squad 1, allowed 0', { exact: false })).toBeVisible();
  await expectAccessible(desk.page, 'the check-in desk');
  await bothSizes(desk.page, 'desk-offline');
  await desk.page.context().setOffline(false);
  await expect(desk.page.getByTestId('desk-sync')).toHaveText('Every mark is saved', { timeout: 20_000 });
  await expect(desk.page.getByTestId('desk-counts')).toHaveText('Teams in: 1 of 2 · players in: 1 of 3 · age problems: 1', { timeout: 20_000 });
  await desk.close();

  const console = await signedIn(browser, referee.email);
  await console.page.goto(`/admin/matches/${tournamentId}/${matchId}`);
  await console.page.getByRole('button', { name: 'Start match' }).click();
  await expect(console.page.getByTestId('match-status')).toHaveText('Live');
  await console.page.getByRole('button', { name: 'Card' }).click();
  const sheet = console.page.getByRole('dialog', { name: 'Card' });
  await sheet.getByRole('radio', { name: HOME }).click();
  const squad = sheet.getByRole('list', { name: `${HOME} players` });
  await expect(squad.getByRole('button', { name: `4 ${YOUNGER}` })).toBeVisible();
  await expect(squad.getByRole('button', { name: `9 ${OLDER}` })).toHaveCount(0);
  await console.close();
});
