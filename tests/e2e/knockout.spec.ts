import { expect, test } from '@playwright/test';
import { type Api, apiFor, DEMO, mustSucceed, refereeEvent } from './support/public-site';
import { expectAccessible } from './support/axe';

/**
 * Issue 9, knockout: a spectator keeps the public division page open while the group stage is played;
 * the bracket shows its placeholders, then fills in by itself as results arrive — group winners into the
 * semi-finals, the shoot-out winner into the final.
 */
let api: Api;
let admin: string;
let tournamentId: string;
const DIVISION = 'U12 Boys Cup';

const asAdmin = mustSucceed(
  () => api,
  () => admin,
);

interface Row {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  knockout?: { code: string };
}

const listed = async () => (await asAdmin<{ matches: Row[] }>('GET', `/api/tournaments/${tournamentId}/matches`)).matches;
const play = (matchId: string, events: unknown[]) => asAdmin('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/events`, { events });
const goal = (teamType: 'home' | 'away') => refereeEvent('goal', { teamType, playerId: `p-${teamType}`, playerName: `Scorer ${teamType}` });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  api = await apiFor(baseURL as string);
  admin = await api.token(DEMO.admin);
  const today = new Date().toISOString().slice(0, 10);
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Bracket Cup ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Ullevi',
    ageGroups: ['u12'],
    genders: ['boys'],
    firstHalfDuration: 600,
    breakDuration: 120,
    secondHalfDuration: 600,
  });
  tournamentId = tournament.tournamentId;
  const base = `/api/tournaments/${tournamentId}`;
  const { division } = await asAdmin<{ division: { divisionId: string } }>('POST', `${base}/divisions`, { name: DIVISION, age: 'u12', gender: 'boys' });
  for (const team of ['Örgryte', 'Gais', 'Häcken', 'Qviding']) await asAdmin('POST', `${base}/teams`, { team, division: DIVISION });
  // Two groups of two, both teams of each group go through: semi-finals A1 v B2 and B1 v A2, then the final.
  await asAdmin('PUT', `${base}/schedule/setup`, {
    pitches: [
      { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u12'] },
      { id: 'p2', name: 'Pitch 2', size: '7v7', ages: ['u12'] },
    ],
    days: [{ date: today, start: '00:00', end: '24:00' }],
    minRestMinutes: 10,
    formats: { [division.divisionId]: { type: 'groups-knockout', groupSize: 2, knockout: { qualifiersPerGroup: 2 } } },
  });
  await asAdmin('POST', `${base}/schedule/generate`, {});
  await asAdmin('POST', `${base}/publish`);
});

test.afterAll(async () => {
  await api.dispose();
});

test('the public bracket fills in as group and knockout results arrive', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/t/${tournamentId}/d/${encodeURIComponent(DIVISION)}`);
  const bracket = page.getByRole('region', { name: `${DIVISION} knockout` });
  await expect(bracket).toBeVisible();
  const slot = (code: string) => bracket.locator(`[data-knockout-code="${code}"]`);
  await expect(slot('SF1')).toContainText('Winner Group A');
  await expect(slot('SF1')).toContainText('2nd Group B');
  await expect(slot('F')).toContainText('Winner SF1');
  await expect(bracket.getByRole('region', { name: 'Semi-final' })).toBeVisible();
  await expectAccessible(page, 'public division with knockout bracket');

  // The group stage: in each group the home side wins 2–0.
  const groupStage = (await listed()).filter((match) => !match.knockout);
  expect(groupStage).toHaveLength(2);
  for (const match of groupStage) await play(match.matchId, [refereeEvent('start'), goal('home'), goal('home'), refereeEvent('complete')]);

  // Without reloading, the semi-finals get their teams: no placeholder is left in them.
  const winners = groupStage.map((match) => match.homeTeam);
  for (const code of ['SF1', 'SF2']) {
    await expect(slot(code)).not.toContainText('Group', { timeout: 20_000 });
  }
  for (const team of winners) await expect(bracket.locator('[data-knockout-code^="SF"]').filter({ hasText: team })).toHaveCount(1);

  // A level semi-final goes to penalties; the shoot-out winner appears in the final.
  const semi = (await listed()).find((match) => match.knockout?.code === 'SF1') as Row;
  await play(semi.matchId, [
    refereeEvent('start'),
    goal('home'),
    goal('away'),
    refereeEvent('extra-time'),
    refereeEvent('penalties', { homePenalties: 5, awayPenalties: 4 }),
    refereeEvent('complete'),
  ]);
  await expect(slot('SF1')).toContainText('5–4 on penalties', { timeout: 20_000 });
  await expect(slot('F')).toContainText(semi.homeTeam, { timeout: 20_000 });
  await expect(slot('F')).toContainText('Winner SF2');
  await expectAccessible(page, 'public knockout bracket filled in');
});
