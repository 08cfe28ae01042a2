import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { selectOption, signIn, toast } from './support/app';
import { type Api, apiFor, DEMO, mustSucceed } from './support/public-site';
import { axeResults, WCAG_22_AA, settled } from './support/axe';
import { photo } from './support/photo';

/**
 * Issue 14: the organizer adds a single match and a knockout from the tournament's Matches tab (the
 * routes existed, no button did). Teams and divisions are picked by name; the forms speak the spec's words.
 */
const DESKTOP = { viewport: { width: 1366, height: 800 } };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots/console';
const DIVISION = 'U14 Girls';

let api: Api;
let tournamentId: string;
const stamp = Date.now().toString(36).toUpperCase();
const TEAMS = [`Northgate ${stamp}`, `Riverside ${stamp}`, `Lakeside ${stamp}`, `Hilltop ${stamp}`];

const asAdmin = mustSucceed(
  () => api,
  () => api.token(DEMO.admin),
);

/**
 * Every axe rule of WCAG 2.2 AA (and best practice), any impact, on the dialog: the manage page beneath it
 * is checked on its own by the accessibility journeys.
 */
async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  const results = await axeResults(page, { tags: [...WCAG_22_AA, 'best-practice'], include: '.ps-fixture-modal' });
  expect(
    results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** The dialog at a laptop's size and a phone's, each checked by axe. */
async function lookAt(page: Page, name: string): Promise<void> {
  await settled(page); // the dialog's zoom-in over, for axe (and a still picture)
  await photo(page, `${SHOTS}/${name}-1366x800.png`);
  await expectNoA11yViolations(page, `${name} at 1366x800`);
  await page.setViewportSize(PHONE);
  await settled(page);
  await photo(page, `${SHOTS}/${name}-390x844.png`);
  await expectNoA11yViolations(page, `${name} at 390x844`);
  await page.setViewportSize(DESKTOP.viewport);
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  api = await apiFor(baseURL as string);
  const today = new Date().toISOString().slice(0, 10);
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Fixture Builder Cup ${stamp}`,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Riverside Park',
    ageGroups: ['u14'],
    genders: ['girls'],
  });
  tournamentId = tournament.tournamentId;
  await asAdmin('POST', `/api/tournaments/${tournamentId}/divisions`, { name: DIVISION, age: 'u14', gender: 'girls' });
  for (const team of TEAMS) await asAdmin('POST', `/api/tournaments/${tournamentId}/teams`, { team, division: DIVISION });
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/schedule/setup`, {
    pitches: [
      { id: 'p1', name: 'Pitch 1', size: '9v9', ages: ['u14'] },
      { id: 'p2', name: 'Pitch 2', size: '9v9', ages: ['u14'] },
    ],
    days: [{ date: today, start: '00:00', end: '24:00' }],
    minRestMinutes: 10,
    // A round robin of four plays three matches a team, then the final: all on one day.
    maxMatchesPerTeamPerDay: 4,
  });
});

test.afterAll(async () => {
  await api.dispose();
});

test('an organizer adds a match, then a knockout, from the Matches tab', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await signIn(page, demoAccount('admin').email, demoAccount('admin').password);
  await page.goto(`/admin/tournaments/${tournamentId}?tab=matches`);
  const matches = page.getByRole('table', { name: 'Matches' });
  await expect(matches).toContainText('No matches yet');

  // Add match: nothing chosen yet gives the spec's required-field words; a team cannot play itself.
  await page.getByRole('button', { name: 'Add match' }).click();
  const addMatch = page.getByRole('dialog', { name: 'Add match' });
  await addMatch.getByRole('button', { name: 'Add match' }).click();
  await expect(addMatch.getByText('Please input your Home Team')).toBeVisible();
  await expect(addMatch.getByText('Please input your Away Team')).toBeVisible();
  await selectOption(page, addMatch.getByLabel('Home team'), TEAMS[0] as string);
  await selectOption(page, addMatch.getByLabel('Away team'), TEAMS[0] as string);
  await expect(addMatch.getByText('A team cannot play itself')).toBeVisible();
  await lookAt(page, 'add-match-form');
  await selectOption(page, addMatch.getByLabel('Away team'), TEAMS[1] as string);
  await addMatch.getByLabel('Kick-off').fill('09:30');
  await addMatch.getByLabel('Pitch').fill('Pitch 1');
  await addMatch.getByRole('button', { name: 'Add match' }).click();
  await expect(toast(page, `Match added: ${TEAMS[0]} v ${TEAMS[1]}`)).toBeVisible();
  await expect(addMatch).toBeHidden();
  await expect(matches.getByRole('link', { name: `${TEAMS[0]} against ${TEAMS[1]}` })).toBeVisible();

  // Add knockout: the division's only one is chosen; the top two of its group meet in a final.
  await page.getByRole('button', { name: 'Add knockout' }).click();
  const addKnockout = page.getByRole('dialog', { name: 'Add knockout' });
  await expect(addKnockout.getByLabel('Teams through per group')).toHaveValue('2');
  await expect(addKnockout.getByText(DIVISION, { exact: true })).toBeVisible();
  await lookAt(page, 'add-knockout-form');
  await addKnockout.getByRole('button', { name: 'Add knockout and schedule it' }).click();
  await expect(toast(page, `Knockout added to ${DIVISION}: 1 match.`)).toBeVisible({ timeout: 30_000 });
  await expect(addKnockout).toBeHidden();
  await expect(matches.getByRole('link', { name: 'Winner Group A against 2nd Group A' })).toBeVisible();
  await photo(page, `${SHOTS}/matches-tab-after-1366x800.png`, { fullPage: true });

  // Opened again, the division says it has a knockout now, and the form starts from it.
  await page.getByRole('button', { name: 'Add knockout' }).click();
  await expect(addKnockout.getByText(`${DIVISION} (has a knockout)`)).toBeVisible();
  await addKnockout.getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});
