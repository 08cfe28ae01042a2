import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { type Api, apiFor, DEMO, mustSucceed } from './support/public-site';

/**
 * Issue 16: a parent prints the published schedule — by day, by pitch or one team's — from the public
 * site, signed in as nobody; the times are the venue's clock and say so. An organizer's new tournament
 * takes the browser's time zone.
 */
let api: Api;
let admin: string;
let tournamentId: string;
let draftId: string;
const DIVISION = 'Boys U12';
const SHOTS = process.env.PITCHSIDE_SHOTS_DIR;

const asAdmin = mustSucceed(
  () => api,
  () => admin,
);

async function tournament(name: string): Promise<string> {
  const { tournament: created } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name,
    type: 'tournament',
    days: 'weekends',
    startDate: '2026-09-05',
    endDate: '2026-09-06',
    venue: 'Slottsskogsvallen',
    ageGroups: ['u12'],
    genders: ['boys'],
    firstHalfDuration: 900,
    breakDuration: 300,
    secondHalfDuration: 900,
    timeZone: 'Europe/Stockholm',
  });
  return created.tournamentId;
}

/** Saves a screenshot for people to look at, when asked to (PITCHSIDE_SHOTS_DIR); never an assertion. */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  api = await apiFor(baseURL as string);
  admin = await api.token(DEMO.admin);
  tournamentId = await tournament(`Print Cup ${Date.now()}`);
  const base = `/api/tournaments/${tournamentId}`;
  const { division } = await asAdmin<{ division: { divisionId: string } }>('POST', `${base}/divisions`, { name: DIVISION, age: 'u12', gender: 'boys' });
  for (const team of ['Örgryte IS', 'Gais', 'BK Häcken', 'Qviding FIF', 'IK Oddevold', 'Västra Frölunda IF']) await asAdmin('POST', `${base}/teams`, { team, division: DIVISION });
  await asAdmin('PUT', `${base}/schedule/setup`, {
    pitches: [
      { id: 'north-1', name: 'North 1 (grass)', size: '7v7', ages: ['u12'] },
      { id: 'south-2', name: 'South 2', size: '7v7', ages: ['u12'] },
    ],
    days: [
      { date: '2026-09-05', start: '09:00', end: '18:00' },
      { date: '2026-09-06', start: '09:00', end: '18:00' },
    ],
    minRestMinutes: 30,
    formats: { [division.divisionId]: { type: 'groups-knockout', groupSize: 3, knockout: { qualifiersPerGroup: 2, thirdPlaceMatch: true } } },
  });
  await asAdmin('POST', `${base}/schedule/generate`, {});
  await asAdmin('POST', `${base}/publish`);
  draftId = await tournament(`Draft Print Cup ${Date.now()}`);
});

test.afterAll(async () => {
  await api.dispose();
});

test('a parent prints the schedule by day, by pitch and for one team, in venue time', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/t/${tournamentId}`);
  await page.getByRole('link', { name: 'Print schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tournamentId}/print`));
  await expect(page.getByRole('heading', { level: 1, name: 'Printable schedule' })).toBeVisible();
  await expect(page.getByText('Times are local time at the venue (Stockholm, Europe/Stockholm)')).toBeVisible();

  // By day: a section per day, a table per pitch, with the group of each match and the knockout rounds.
  const saturday = page.getByRole('region', { name: /^Saturday,? (5 September|September 5),? 2026$/ });
  await expect(saturday.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /Group A/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /Semi-final/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Winner Group A' }).first()).toBeVisible();
  await expectAccessible(page, 'printable schedule by day');
  await shot(page, 'print-by-day-1366');

  // On paper the site around the schedule goes away.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'What to print' })).toBeHidden();
  await expect(page.locator('.pub-header')).toBeHidden();
  await shot(page, 'print-by-day-paper');
  await page.emulateMedia({ media: 'screen' });

  await page.getByLabel('By pitch').check();
  await expect(page.getByRole('region', { name: 'North 1 (grass)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'South 2' })).toBeVisible();

  await page.getByLabel('One team').check();
  await expect(page.getByText('Choose a team to print its matches.')).toBeVisible();
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Gais' });
  await expect(page.getByRole('heading', { level: 1, name: 'Printable schedule: Gais' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Gais' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Pitch' }).first()).toBeVisible();
  await expectAccessible(page, 'printable schedule of one team');

  // The same choice as PDF.
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/api/public/tournaments/${tournamentId}/schedule\\.pdf\\?team=`));
  const pdf = await page.request.get(href as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('By day').check();
  await expectAccessible(page, 'printable schedule on a phone');
  await shot(page, 'print-by-day-390');
});

test('an unpublished tournament has no public printout', async ({ page }) => {
  await page.goto(`/t/${draftId}/print`);
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  expect((await page.request.get(`/api/public/tournaments/${draftId}/schedule.pdf`)).status()).toBe(404);
});

test.describe('a new tournament in Oslo', () => {
  test.use({ timezoneId: 'Europe/Oslo' });

  test('takes the browser\u2019s time zone, which the organizer can change', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/tournaments/create');
    await expect(page.getByRole('combobox', { name: 'Time zone of the venue' })).toBeVisible();
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Time zone of the venue' })).toContainText('Europe/Oslo');
    await expectAccessible(page, 'create tournament with a time zone');
  });
});
