import type { ScheduleView } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { apiFor, DEMO } from './support/public-site';
import { photo } from './support/photo';

/**
 * Issue 20, second pass: the organizer's tournament page and scheduling board in German, signed in as the
 * organizer on a laptop. German's long compounds ("Verspätung", "Entscheidungskriterien") must not push the
 * page wider than the window, and every label read here must come from the catalog, not stay English.
 */
const admin = demoAccount('admin');
const SHOTS = process.env.PITCHSIDE_I18N_SHOTS ?? 'test-results/screens/i18n-admin';

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the window').toBeLessThanOrEqual(widths.window);
}

test('the tournament page and the scheduling board read in German on a laptop', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await apiFor(baseURL as string);
  const token = await api.token(DEMO.admin);
  const name = `Sprachen-Cup ${Date.now()}`;
  const created = await api.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token,
    org: true,
    body: { name, type: 'tournament', days: 'weekends', startDate: isoDay(0), endDate: isoDay(1), venue: 'Sportpark, Köln', ageGroups: ['u12'], genders: ['girls'] },
  });
  expect(created.status, created.text).toBe(201);
  const { tournamentId } = created.body.tournament;
  const base = `/api/tournaments/${tournamentId}`;
  const division = await api.call('POST', `${base}/divisions`, { token, org: true, body: { name: 'U12 Mädchen', age: 'u12', gender: 'girls' } });
  expect(division.status, division.text).toBe(201);
  for (const team of ['Adler', 'Bären', 'Füchse', 'Wölfe']) {
    const entry = await api.call('POST', `${base}/teams`, { token, org: true, body: { team, division: 'U12 Mädchen' } });
    expect(entry.status, entry.text).toBe(201);
  }
  const setup = await api.call('PUT', `${base}/schedule/setup`, {
    token,
    org: true,
    body: {
      pitches: [
        { id: 'nord', name: 'Platz Nord', size: '9v9', ages: ['u12'] },
        { id: 'sued', name: 'Platz Süd', size: '9v9', ages: ['u12'] },
      ],
      days: [{ date: isoDay(0), start: '09:00', end: '18:00' }],
    },
  });
  expect(setup.status, setup.text).toBe(200);
  const generated = await api.call<ScheduleView>('POST', `${base}/schedule/generate`, { token, org: true, body: {} });
  expect(generated.status, generated.text).toBe(200);
  const placed = generated.body.matches.filter((match) => match.pitchId).length;
  expect(placed).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, admin.email, admin.password);
  await page.evaluate(() => localStorage.setItem('pitchside.language', 'de'));

  await page.goto(`/admin/tournaments/${tournamentId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Spiele (${generated.body.matches.length})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mannschaften (4)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByText('Entscheidungskriterien')).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page, 'the tournament page in German');
  await photo(page, `${SHOTS}/manage-de-1366x800.png`);

  await page.goto(`/admin/tournaments/${tournamentId}/schedule?view=board`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spielplan' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Anlage & Regeln' })).toBeVisible();
  await expect(page.locator('xpath=.//dt[normalize-space()="Eingeplant"]/following-sibling::dd[1]')).toHaveText(String(placed));
  await expect(page.getByRole('button', { name: 'Platz Nord hat Verspätung…' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page, 'the board in German');
  await photo(page, `${SHOTS}/board-de-1366x800.png`);

  // The running-late dialog: the longest German words of the board.
  await page.getByRole('button', { name: 'Platz Nord hat Verspätung…' }).click();
  const dialog = page.getByRole('dialog', { name: /Verspätung: Platz Nord/ });
  await expect(dialog.getByText('Minuten Verspätung')).toBeVisible();
  await dialog.getByRole('button', { name: '+20' }).click();
  await expect(dialog).toContainText('einen neuen erwarteten Anstoß');
  await expectAccessible(page, 'the running-late dialog in German');
  await photo(page, `${SHOTS}/delay-de-1366x800.png`);
});
