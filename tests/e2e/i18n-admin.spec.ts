import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScheduleView } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount, DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import { navigateInApp, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { expectTranslated, pseudoText } from './support/pseudo-locale';
import { apiFor, DEMO, type Api } from './support/public-site';
import { SUMMER_CUP, tempFile, writeCupWorkbook, writeFlawedWorkbook } from './support/workbooks';
import { photo } from './support/photo';

/**
 * Issue 20, the organizer's screens: the tournament page (every tab, the import with its preview and
 * report, the add-match and add-knockout dialogs), the scheduling board with a broken rule in words, and
 * the teams screen with its sheet import, walked in the pseudo-locale as the organization's admin. Any
 * text that did not come from a catalog fails, as in the public and console walk (i18n.spec.ts). The
 * import tab and the board are then pictured in German on a laptop and a phone.
 */
const admin = demoAccount('admin');
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.PITCHSIDE_I18N_SHOTS ?? join(__dirname, '..', '..', 'test-results', 'screens', 'i18n-admin');

const today = new Date().toISOString().slice(0, 10);
const TEAMS = ['Alfa BK', 'Bravo IK', 'Charlie FF', 'Delta IF'];
const PITCHES = ['Plan Norr', 'Plan Söder'];
const DIVISION = 'U12 Pojkar';

let api: Api;
let tournamentId: string;
let name: string;
/** The organizer's words on these screens: typed names, never looked up in a catalog. */
let organizerWords: string[];

test.beforeAll(async ({ baseURL }) => {
  api = await apiFor(baseURL ?? '');
  const token = await api.token(DEMO.admin);
  name = `Översättningscupen ${Date.now()}`;
  const created = await api.call<{ tournament: { tournamentId: string; timeZone?: string | null } }>('POST', '/api/tournaments', {
    token,
    org: true,
    body: { name, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Slottsskogen, Göteborg', ageGroups: ['u12'], genders: ['boys'] },
  });
  expect(created.status, created.text).toBe(201);
  tournamentId = created.body.tournament.tournamentId;
  const base = `/api/tournaments/${tournamentId}`;
  const division = await api.call('POST', `${base}/divisions`, { token, org: true, body: { name: DIVISION, age: 'u12', gender: 'boys' } });
  expect(division.status, division.text).toBe(201);
  for (const team of TEAMS) {
    const entry = await api.call('POST', `${base}/teams`, { token, org: true, body: { team, division: DIVISION } });
    expect(entry.status, entry.text).toBe(201);
  }
  const setup = await api.call('PUT', `${base}/schedule/setup`, {
    token,
    org: true,
    body: { pitches: PITCHES.map((pitch, index) => ({ id: `p${index + 1}`, name: pitch, size: '9v9', ages: ['u12'] })), days: [{ date: today, start: '09:00', end: '18:00' }] },
  });
  expect(setup.status, setup.text).toBe(200);
  const generated = await api.call<ScheduleView>('POST', `${base}/schedule/generate`, { token, org: true, body: {} });
  expect(generated.status, generated.text).toBe(200);
  // A match typed in by hand on a pitch and at a time the schedule already uses: the board shows the clash in words.
  const clash = await api.call('POST', `${base}/matches`, {
    token,
    org: true,
    body: { division: DIVISION, age: 'u12', gender: 'boys', date: today, time: '09:00', field: PITCHES[0], homeTeam: TEAMS[0], awayTeam: TEAMS[1] },
  });
  expect(clash.status, clash.text).toBe(201);
  const detail = await api.call<{ tournament: { timeZone?: string | null } }>('GET', base, { token, org: true });
  const cup = SUMMER_CUP.flatMap((cupDivision) => [cupDivision.name, ...cupDivision.teams.flatMap((team) => [team.team, team.club, team.bracket])]);
  organizerWords = [
    name,
    'Slottsskogen',
    'Göteborg',
    DIVISION,
    ...TEAMS,
    ...PITCHES,
    ...cup,
    'Pitch 1',
    'Pitch 2',
    // The bracket every team is in until it gets another (a stored name, shown as typed), and the time zone's IANA name.
    'Default',
    detail.body.tournament.timeZone ?? '',
    'Europe/Stockholm',
    admin.displayName,
    admin.email,
    DEMO_ORGANIZATION.name,
  ].filter(Boolean);
});

test.afterAll(async () => {
  await api.dispose();
});

async function signedIn(browser: Browser, language: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await page.evaluate((chosen) => window.localStorage.setItem('pitchside.language', chosen), language);
  return page;
}

async function check(page: Page, screen: string, words: readonly string[] = []): Promise<void> {
  await expectTranslated(page, screen, [...organizerWords, ...words]);
  await expectAccessible(page, `${screen} (en-XA)`);
}

test('an organizer’s tournament screens in the pseudo-locale: every word from a catalog', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, 'en-XA', LAPTOP);
  const manage = `/admin/tournaments/${tournamentId}`;

  await page.goto(`${manage}?tab=overview`);
  for (const tab of ['overview', 'structure', 'teams', 'matches', 'admins']) {
    // Tab to tab inside the loaded app, as a click on the tab does (one boot, not five).
    if (tab !== 'overview') await navigateInApp(page, `${manage}?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toContainText('⟦');
    // Settled: a Select still loading its options shows antd's own 'loading' icon (English, not a catalog's).
    await expect(page.locator('.ant-spin-spinning, .anticon-loading, .ant-skeleton')).toHaveCount(0);
    await check(page, `tournament ${tab} tab`);
  }

  await navigateInApp(page, `${manage}?tab=matches`);
  await page.getByRole('button', { name: pseudoText('tournaments.matches.add') }).click();
  const addMatch = page.getByRole('dialog', { name: pseudoText('tournaments.matches.add') });
  await expect(addMatch.getByRole('combobox').first()).toBeVisible();
  await check(page, 'add-match dialog');
  await page.keyboard.press('Escape');
  await expect(addMatch).toBeHidden();

  await page.getByRole('button', { name: pseudoText('tournaments.matches.addKnockout') }).click();
  const knockout = page.getByRole('dialog', { name: pseudoText('tournaments.knockout.title') });
  await expect(knockout.getByRole('checkbox')).toBeVisible();
  await check(page, 'add-knockout dialog');
  await page.keyboard.press('Escape');
  await expect(knockout).toBeHidden();

  // The board: the hand-typed match clashes with the generated one at 09:00, and the rule says so in words.
  await page.goto(`${manage}/schedule?view=board`);
  const broken = page.locator('.ps-reasons--columns li');
  await expect(broken.first()).toBeVisible();
  await expect(broken.filter({ hasText: TEAMS[0] as string }).first()).toContainText('⟦');
  await expect(page.locator('.ps-card-match__problem').first()).toContainText('⟦');
  await check(page, 'scheduling board with broken rules');

  // Running late on the first pitch: the new kick-offs, and the rules a long delay would break, with their fixes.
  await page.locator('.ps-grid__late').first().click();
  const late = page.getByRole('dialog');
  await late.getByRole('button', { name: '+30' }).click();
  await expect(late.locator('.ps-late__list')).toBeVisible();
  await check(page, 'running-late dialog');
  await page.keyboard.press('Escape');
  await expect(late).toBeHidden();

  // The import: a workbook chosen, previewed, imported, reported.
  const workbook = tempFile('summer-cup.xlsx');
  await writeCupWorkbook(workbook, { day: today });
  await page.goto(`${manage}?tab=import`);
  await expect(page.locator('#import-title')).toContainText('⟦');
  await check(page, 'import tab');
  await page.locator('input[type=file]').setInputFiles(workbook);
  await page.getByRole('button', { name: pseudoText('tournaments.import.preview') }).click();
  await expect(page.locator('.ps-preview .ps-stats')).toBeVisible({ timeout: 30_000 });
  await check(page, 'workbook preview', ['summer-cup.xlsx']);
  await page.getByRole('button', { name: pseudoText('tournaments.import.import') }).click();
  await expect(page.locator('.ps-import-report')).toBeVisible({ timeout: 60_000 });
  await check(page, 'import progress and report', ['summer-cup.xlsx']);
  await page.context().close();
});

test('the teams screen and its sheet import in the pseudo-locale', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await api.token(DEMO.admin);
  // Other suites add teams and coaches to the same organization: their names are organizer's words too.
  const teams = await api.call<{ teams: { name: string; club: string | null }[] }>('GET', '/api/teams', { token, org: true });
  const coaches = await api.call<{ users: { displayName: string; email: string }[] }>('GET', '/api/users?role=coach', { token, org: true });
  const listed = [...teams.body.teams.flatMap((team) => [team.name, team.club ?? '']), ...coaches.body.users.flatMap((user) => [user.displayName, user.email])].filter(Boolean);
  const page = await signedIn(browser, 'en-XA', LAPTOP);

  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
  await check(page, 'teams screen', listed);

  await page.getByRole('button', { name: pseudoText('teams.import') }).click();
  const dialog = page.getByRole('dialog', { name: pseudoText('teams.importTeams') });
  await expect(dialog.locator('.ant-upload-drag')).toBeVisible();
  await check(page, 'sheet import, choosing a file', listed);
  const stamp = Date.now();
  const file = tempFile('teams.csv');
  writeFileSync(file, ['Team,Club,Age,Gender', `Ugglorna ${stamp},Ugglor IF,U11,Boys`, `Vargarna ${stamp},Vargar IF,U11,Girls`].join('\n'));
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.locator('strong', { hasText: 'teams.csv' })).toBeVisible();
  await check(page, 'sheet import, review', [...listed, 'teams.csv']);
  // Not sent: the walk leaves the organization's teams as they were.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('the import tab and the board in German, on a laptop and a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const viewport of [LAPTOP, PHONE]) {
    const page = await signedIn(browser, 'de', viewport);
    const size = `${viewport.width}x${viewport.height}`;
    await page.goto(`/admin/tournaments/${tournamentId}?tab=import`);
    await expect(page.getByRole('heading', { name: 'Spielplan importieren' })).toBeVisible();
    await expect(page.getByText('Klicken oder die Arbeitsmappe hier ablegen')).toBeVisible();
    await photo(page, join(SHOTS, `import-de-${size}.png`), { fullPage: true });

    // The preview's lines, written in English by the imports service, read in German; headers stay English.
    const flawed = tempFile('flawed.xlsx');
    await writeFlawedWorkbook(flawed, today);
    await page.locator('input[type=file]').setInputFiles(flawed);
    await page.getByRole('button', { name: 'Vorschau' }).click();
    await expect(page.getByText('Blatt „Schedule“: Spalten übergangen (unbekannt): Notes (I)')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Home Team ist leer').first()).toBeVisible();
    await expectAccessible(page, `workbook preview in German ${size}`);
    await photo(page, join(SHOTS, `import-preview-de-${size}.png`), { fullPage: true });

    await page.goto(`/admin/tournaments/${tournamentId}/schedule?view=board`);
    await expect(
      page
        .locator('.ps-reasons--columns li')
        .filter({ hasText: `${TEAMS[0]} spielt bereits um` })
        .first(),
    ).toBeVisible();
    await photo(page, join(SHOTS, `board-de-${size}.png`), { fullPage: true });
    await page.context().close();
  }
});
