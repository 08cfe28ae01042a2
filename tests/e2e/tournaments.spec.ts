import { IMPORT_PROGRESS_STEPS, TOURNAMENT_MESSAGES } from '@pitchside/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiAs, tokenOf } from './support/api';
import { selectOption, signIn, toast } from './support/app';
import { tempFile, writeCupWorkbook, writeFakeWorkbook } from './support/workbooks';
import { expectAccessible } from './support/axe';

const admin = demoAccount('admin');
const CUP_DAY = '2026-06-06';

/** The number under a label of a stats row (`<dt>Matches</dt><dd>12</dd>`). */
function stat(scope: Page | Locator, label: string) {
  return scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
}

function importProgress(page: Page) {
  return page.getByRole('list', { name: 'Import progress' }).getByRole('listitem');
}

test.describe('tournaments', () => {
  test('an organizer creates a tournament, imports the schedule workbook, sees it on the manage page and publishes it', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Summer Cup ${Date.now()}`;
    const workbook = tempFile('summer-cup.xlsx');
    const { matches, teams } = await writeCupWorkbook(workbook, { day: CUP_DAY });

    await signIn(page, admin.email, admin.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).first().click();
    await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New tournament' }).first().click();
    await expect(page).toHaveURL(/\/admin\/tournaments\/create$/);
    await expectAccessible(page, 'create tournament');

    // The spec's words for a missing field, then the form filled as an organizer would.
    await page.getByRole('button', { name: 'Create draft tournament' }).click();
    await expect(page.getByText('Please input your Tournament name')).toBeVisible();
    await expect(page.getByText('Choose at least one age group')).toBeVisible();
    await expectAccessible(page, 'create tournament with errors');
    await page.getByLabel('Tournament name').fill(name);
    await page.getByLabel('Start date').fill(CUP_DAY);
    await page.getByLabel('End date').fill('2026-06-07');
    await page.getByLabel('Venue', { exact: true }).fill('Kärrtorps IP, Stockholm');
    await page.getByLabel('Under 12').check();
    await page.getByLabel('Under 14').check();
    await page.getByLabel('Boys').check();
    await page.getByLabel('Girls').check();
    // Durations are minutes in the form (2700 / 900 / 2700 s stored).
    await expect(page.getByLabel('First half')).toHaveValue('45');
    await expect(page.getByLabel('Half-time break')).toHaveValue('15');
    // Spec §5's number rule: a letter in a number box is kept and refused in words, not dropped.
    const secondHalf = page.getByLabel('Second half');
    await secondHalf.fill('4o');
    await expect(secondHalf).toHaveValue('4o');
    await expect(secondHalf).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid number', { exact: true })).toBeVisible();
    await expect(secondHalf).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page, 'create tournament with a letter in a number');
    await secondHalf.fill('40');
    await expect(page.getByText('Invalid number', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Move Goals scored up' }).click();
    await expect(page.getByRole('list', { name: 'Tie-breakers in order' }).getByRole('listitem')).toHaveText([/Points/, /Goals scored/, /Goal difference/, /Team name/]);
    await page.getByRole('button', { name: 'Create draft tournament' }).click();

    await expect(toast(page, TOURNAMENT_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tournaments\/[^/]+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Draft — not published');
    await expectAccessible(page, 'manage tournament, draft overview');
    const tournamentId = new URL(page.url()).pathname.split('/').pop()!;
    const call = apiAs(page.request, await tokenOf(page));
    const stored = await call<{ tournament: { secondHalfDuration: number; firstHalfDuration: number; tieBreakers: string[]; draft: boolean } }>('GET', `/api/tournaments/${tournamentId}`);
    expect(stored.body.tournament).toMatchObject({ draft: true, firstHalfDuration: 2700, secondHalfDuration: 2400, tieBreakers: ['points', 'goalsFor', 'goalDifference', 'name'] });

    // Import: the size limit is stated; preview first, then the upload and the six steps.
    await page.getByRole('tab', { name: 'Import' }).click();
    await expect(page.getByText('.xlsx only, up to 20 MB')).toBeVisible();
    await expectAccessible(page, 'manage tournament, import tab');
    await page.locator('input[type=file]').setInputFiles(workbook);
    await expect(page.getByText('summer-cup.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('summer-cup.xlsx is ready to import');
    await expect(stat(preview, 'Matches')).toHaveText(String(matches));
    await expect(stat(preview, 'Teams')).toHaveText(String(teams));
    await expect(preview.getByRole('table').first()).toContainText('Hammarby U12');
    await expectAccessible(page, 'manage tournament, import preview');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importProgress(page)).toHaveCount(IMPORT_PROGRESS_STEPS.length);
    await expect(importProgress(page)).toContainText([...IMPORT_PROGRESS_STEPS]);
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
    for (const step of await importProgress(page).all()) await expect(step).toContainText(': done');
    await expect(importProgress(page).nth(1)).toContainText('2 divisions added');
    await expect(importProgress(page).nth(4)).toContainText(`${teams} teams added`);
    await expect(importProgress(page).nth(5)).toContainText(`${matches} matches added`);
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText(`${matches} matches and ${teams} teams added.`);
    await expectAccessible(page, 'manage tournament, import finished');

    // The manage page shows what the import added.
    await expect(stat(page, 'Divisions')).toHaveText('2');
    await expect(stat(page, 'Teams')).toHaveText(String(teams));
    await expect(stat(page, 'Matches')).toHaveText(String(matches));
    await page.getByRole('tab', { name: 'Structure' }).click();
    const divisions = page.getByRole('table', { name: 'Divisions' });
    await expect(divisions).toContainText('Boys U12');
    await expect(divisions).toContainText('Girls U14');
    await expect(page.getByRole('table', { name: 'Brackets' })).toContainText('Group B');
    await expectAccessible(page, 'manage tournament, structure tab');
    await page.getByRole('tab', { name: /^Teams/ }).click();
    await expect(page.getByRole('table', { name: 'Tournament teams' }).getByRole('row').filter({ hasText: 'Djurgården U12' })).toBeVisible();
    await expectAccessible(page, 'manage tournament, teams tab');
    await page.getByRole('tab', { name: /^Matches/ }).click();
    await expect(page).toHaveURL(/tab=matches/);
    const fixtures = page.getByRole('table', { name: 'Matches' }).locator('tbody tr.ant-table-row');
    await expect(fixtures).toHaveCount(matches);
    await selectOption(page, page.getByLabel('Filter matches by division'), 'Girls U14');
    await expect(page).toHaveURL(/division=Girls(\+|%20)U14/);
    await expect(fixtures).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Hammarby G14 against AIK G14' })).toHaveAttribute('href', new RegExp(`/admin/matches/${tournamentId}/`));
    await expectAccessible(page, 'manage tournament, matches tab filtered');

    // Publish: the state tag follows.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, TOURNAMENT_MESSAGES.published)).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.getByRole('link', { name: 'Tournaments' }).first().click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Published').filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page, 'tournaments list');
  });

  test('a file that is no workbook is refused with a clear message, and nothing is imported', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, admin.email, admin.password);
    const call = apiAs(page.request, await tokenOf(page));
    const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      name: `Bad File Cup ${Date.now()}`,
      type: 'tournament',
      days: 'weekends',
      startDate: CUP_DAY,
      endDate: CUP_DAY,
      venue: 'Heden',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    expect(created.status).toBe(201);
    const { tournamentId } = created.body.tournament;
    const fake = tempFile('schedule.xlsx');
    writeFakeWorkbook(fake);

    await page.goto(`/admin/tournaments/${tournamentId}?tab=import`);
    await page.locator('input[type=file]').setInputFiles(fake);
    await expect(page.getByText('schedule.xlsx')).toBeVisible();

    // Straight to the import: uploaded, then refused by the importer with the reason.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Import failed' })).toBeVisible({ timeout: 30_000 });
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report.getByRole('alert')).toContainText('The file is a text (CSV) file, not an Excel workbook (.xlsx)');
    await expect(report).toContainText('Nothing from this file was added to the tournament.');
    await expect(importProgress(page).first()).toContainText(': failed');
    await expectAccessible(page, 'manage tournament, import failed');

    // The preview says the same before anything is uploaded, and then the import is not offered.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.locator('input[type=file]').setInputFiles(fake);
    await page.getByRole('button', { name: 'Preview' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This file cannot be imported' });
    await expect(refusal).toContainText('The file is a text (CSV) file, not an Excel workbook (.xlsx)');
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await expectAccessible(page, 'manage tournament, preview refused');

    await expect(stat(page, 'Matches')).toHaveText('0');
    await expect(stat(page, 'Teams')).toHaveText('0');
    const after = await call<{ tournament: { hasSchedule: boolean; counts: { divisions: number; teams: number; matches: number } } }>('GET', `/api/tournaments/${tournamentId}`);
    expect(after.body.tournament).toMatchObject({ hasSchedule: false, counts: { divisions: 0, teams: 0, matches: 0 } });
  });

  test('an address naming no tournament says Tournament not found', async ({ page }) => {
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/tournaments/no-such-tournament');
    await expect(page.getByRole('heading', { name: 'Tournament not found' })).toBeVisible();
    await expectAccessible(page, 'tournament not found');
    await page.getByRole('link', { name: 'All tournaments' }).click();
    await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  });
});
