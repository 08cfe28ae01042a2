import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { navigateInApp, signIn, toast } from './support/app';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';
import { type Api, apiFor, createPerson, DEMO, mustSucceed, refereeEvent, type Person } from './support/public-site';

/**
 * Issue 34, after the match: a referee files the report of their match with a red card (on a phone), both
 * referees read their pay statements, and the organizer exports the payroll summary and marks one
 * statement paid. The tournament, rates and played matches are set up through the API; the screens are
 * what this journey is about.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1366, height: 800 } };
const SHOTS = 'test-results/e2e/referee-pay';
const stamp = Date.now().toString(36).toUpperCase();
const CUP = `Whistle Cup ${stamp}`;

let api: Api;
let tournamentId: string;
const matchIds: string[] = [];
let first: Person;
let second: Person;
const asAdmin = mustSucceed(
  () => api,
  () => api.token(DEMO.admin),
);

async function bothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['1366x800', DESKTOP.viewport],
    ['390x844', PHONE.viewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await photo(page, `${SHOTS}/${name}-${size}.png`, { fullPage: true });
  }
}

async function signedIn(browser: Browser, email: string, device: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  api = await apiFor(baseURL as string);
  const today = new Date().toISOString().slice(0, 10);
  first = await createPerson(api, 'referee', 'Freja First');
  second = await createPerson(api, 'referee', 'Sven Second');
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: CUP,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Heden',
    ageGroups: ['u12'],
    genders: ['boys'],
  });
  tournamentId = tournament.tournamentId;
  await asAdmin('POST', `/api/tournaments/${tournamentId}/divisions`, { name: 'U12 Boys', age: 'u12', gender: 'boys' });
  for (const team of ['Lions', 'Tigers']) await asAdmin('POST', `/api/tournaments/${tournamentId}/teams`, { team, division: 'U12 Boys' });
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/referee-pay/rates`, { currency: 'SEK', rates: [{ age: 'u12', role: 'centre', fee: 30_000 }], travel: [{ venue: 'Pitch 1', amount: 5_000 }] });
  for (const [time, person, events] of [
    ['10:00', () => first, [refereeEvent('start'), refereeEvent('card', { teamType: 'away', playerId: 'e2e-red', playerName: 'Ruben Red', cardType: 'red' }), refereeEvent('complete')]],
    ['12:00', () => second, [refereeEvent('start'), refereeEvent('complete')]],
  ] as const) {
    const match = await asAdmin<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
      division: 'U12 Boys',
      age: 'u12',
      gender: 'boys',
      date: today,
      time,
      homeTeam: 'Lions',
      awayTeam: 'Tigers',
      field: 'Pitch 1',
    });
    matchIds.push(match.matchId);
    await asAdmin('PUT', `/api/tournaments/${tournamentId}/matches/${match.matchId}/referee`, { refereeId: person().uid });
    const played = await api.call<{ results: { outcome: string }[] }>('POST', `/api/tournaments/${tournamentId}/matches/${match.matchId}/events`, {
      token: await api.token(person().email),
      body: { events },
    });
    expect(played.body.results.map((result) => result.outcome)).toEqual(events.map(() => 'applied'));
  }
});

test.afterAll(async () => {
  await api.dispose();
});

test('a referee files the report with a red card, then reads their pay', async ({ browser }) => {
  const { context, page } = await signedIn(browser, first.email, PHONE);
  await navigateInApp(page, `/admin/matches/${tournamentId}/${matchIds[0]}`);
  const report = page.getByRole('region', { name: "Referee's report" });
  await expect(report.getByText('You confirm the result: Lions 0–0 Tigers.')).toBeVisible();
  await report.getByLabel('What happened').fill('Kicked an opponent who was on the ground.');
  await report.getByLabel('Extra matches you recommend (0 to 10)').fill('2');
  await expectAccessible(page, 'Match report form');
  await bothSizes(page, 'report-form');
  await report.getByRole('button', { name: 'File the report' }).click();
  await expect(toast(page, 'Report saved')).toBeVisible();
  await expect(report.getByText('Recommended extra suspension: 2 matches')).toBeVisible();
  await expect(report.getByRole('button', { name: 'Amend the report' })).toBeVisible();

  await navigateInApp(page, '/admin/pay');
  await page.getByRole('button', { name: new RegExp(CUP) }).click();
  await expect(page.getByRole('cell', { name: 'Lions – Tigers' })).toBeVisible();
  await expect(page.getByText('Not paid yet')).toBeVisible();
  await expectAccessible(page, 'My pay');
  await bothSizes(page, 'my-pay');
  await context.close();
});

test('the second referee reads their own statement', async ({ browser }) => {
  const { context, page } = await signedIn(browser, second.email, PHONE);
  await navigateInApp(page, '/admin/pay');
  const statement = page.getByRole('button', { name: new RegExp(CUP) });
  await expect(statement).toContainText('350.00');
  await context.close();
});

test('the organizer exports the payroll summary and marks a statement paid', async ({ browser }) => {
  const { context, page } = await signedIn(browser, DEMO.admin, DESKTOP);
  await navigateInApp(page, `/admin/tournaments/${tournamentId}?tab=referee-pay`);
  const summary = page.getByRole('region', { name: 'Pay per referee' });
  await expect(summary.getByRole('row', { name: /Freja First/ })).toBeVisible();
  await expectAccessible(page, 'Referee pay tab');
  await bothSizes(page, 'organizer-pay');
  await page.setViewportSize(DESKTOP.viewport);

  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Export for payroll (CSV)' }).click();
  const csv = readFileSync((await (await download).path()) as string, 'utf8');
  expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe('Referee,Id,Matches,Currency,Fees,Allowances,Total,Paid');
  expect(csv).toContain('Freja First');

  await summary
    .getByRole('row', { name: /Freja First/ })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(page, "Freja First's statement is marked paid")).toBeVisible();
  await expect(summary.getByRole('row', { name: /Freja First/ })).toContainText('Paid');
  await expect(page.getByText('A statement is marked paid, so the rates can no longer change.')).toBeVisible();
  await context.close();
});
