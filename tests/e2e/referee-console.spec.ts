import { join } from 'node:path';
import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { chooseOption, signIn, toast } from './support/app';
import { matchAuditTypes, playThroughApi, readMatch, refereeJourneyFixture, type RefereeJourneyFixture } from './support/match-fixture';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';

/** A phone held in one hand at the touchline. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

let fixture: RefereeJourneyFixture;

/** Pictures of the screens at their sizes, for a person to look at (kept apart from Playwright's own output folder). */
const screenshot = (name: string) => join(__dirname, '..', '..', 'test-results', 'screens', name);

const matchUrl = () => `/admin/matches/${fixture.tournamentId}/${fixture.matchId}`;
const syncPill = (page: Page) => page.getByTestId('sync-status');
const score = (page: Page) => page.getByTestId('score');

/** The pages a test opened, so that a failure can say what the phone held. */
const openPages: Page[] = [];

async function openAs(browser: Browser, role: 'referee' | 'coach' | 'admin' | 'refereeassignor', device: typeof PHONE | typeof DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  openPages.push(page);
  await signIn(page, demoAccount(role).email, demoAccount(role).password);
  return { context, page };
}

async function scoreGoal(page: Page, team: string, jersey?: number, screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: `Goal ${team}` }).click();
  const sheet = page.getByRole('dialog', { name: new RegExp(`Goal for ${team}`) });
  if (jersey !== undefined) await sheet.getByLabel('Jersey number').fill(String(jersey));
  if (screenshot) {
    await photo(page, screenshot);
    await expectAccessible(page, 'referee console, goal sheet');
  }
  await sheet.getByRole('button', { name: /Save goal/ }).click();
  await expect(sheet).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test.describe('the referee console', () => {
  test.beforeAll(async () => {
    fixture = await refereeJourneyFixture();
  });

  // A failure on a loaded machine is rare and hard to see again: print the console's queue and screen with it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a hook needs from this pattern: none.
  test.afterEach(async ({}, testInfo) => {
    const pages = openPages.splice(0);
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const page of pages.filter((candidate) => !candidate.isClosed())) {
      const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.includes('console')))).catch(() => ({}));
      const text = await page
        .locator('main, body')
        .first()
        .innerText()
        .catch(() => '');
      console.log(`page ${page.url()}\nstored: ${JSON.stringify(stored)}\nscreen: ${text.replace(/\s+/g, ' ').slice(0, 1500)}`);
    }
  });

  test('a referee runs a match from a phone, and nothing tapped offline is lost', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await openAs(browser, 'referee', PHONE);

    await page.goto('/admin/matches');
    await expect(page.getByRole('heading', { name: 'Your matches' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${fixture.home} against ${fixture.away}`) })).toBeVisible();
    await photo(page, screenshot('referee-matches.png'));
    await expectAccessible(page, 'matches list as referee');
    await page.getByRole('link', { name: new RegExp(`${fixture.home} against ${fixture.away}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${matchUrl()}$`));
    await expect(page.getByTestId('match-status')).toHaveText('Not started');
    await photo(page, screenshot('console-not-started.png'));
    await expectAccessible(page, 'referee console, not started');

    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByTestId('match-status')).toHaveText('Live');
    await expect(page.getByTestId('match-period')).toContainText('First half');
    await expect(page.getByRole('timer')).toBeVisible();
    await expectAccessible(page, 'referee console, live');
    await scoreGoal(page, fixture.home, 9, screenshot('console-goal-sheet.png'));
    await scoreGoal(page, fixture.home);
    await expect(score(page)).toHaveText('2–0');
    await expect(syncPill(page)).toHaveText('All saved');

    // The network drops: every tap still shows at once and waits on the phone.
    await context.setOffline(true);
    await expect(syncPill(page)).toHaveText('Offline — all saved');
    await page
      .getByRole('button', { name: /^Remove goal by/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove goal' }).click();
    await expect(score(page)).toHaveText('1–0');
    await page.getByRole('button', { name: 'Card' }).click();
    const cardSheet = page.getByRole('dialog', { name: 'Card' });
    await cardSheet.getByText(fixture.away, { exact: true }).click();
    await cardSheet.getByRole('radio', { name: 'Yellow card' }).click();
    await cardSheet.getByLabel('Jersey number').fill('4');
    await photo(page, screenshot('console-card-sheet.png'));
    await expectAccessible(page, 'referee console, card sheet');
    await cardSheet.getByRole('button', { name: 'Save yellow card' }).click();
    await expect(cardSheet).toBeHidden();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('match-status')).toHaveText('Paused');
    await expect(syncPill(page)).toHaveText('Offline — 3 actions waiting');
    await expect(page.getByRole('list', { name: 'Goals and cards' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Unknown player #4')).toBeVisible();
    await photo(page, screenshot('console-offline.png'));
    await expectAccessible(page, 'referee console, offline with actions waiting');

    // The page is closed and opened again before the server can be reached: the queue is still on the phone.
    const events = '**/api/tournaments/*/matches/*/events';
    await page.route(events, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(syncPill(page)).toContainText('3 actions waiting');
    await expect(score(page)).toHaveText('1–0');
    await expect(page.getByTestId('match-status')).toHaveText('Paused');
    await expect(page.getByText('Unknown player #4')).toBeVisible();

    // The server is reachable again: everything goes out, in order.
    await page.unroute(events);
    await page.getByRole('button', { name: 'Retry now' }).click();
    await expect(syncPill(page)).toHaveText('All saved');
    await expect(page.getByText('waiting to save')).toHaveCount(0);

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('match-status')).toHaveText('Live');
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog', { name: 'Complete the match?' }).getByRole('button', { name: 'Complete match' }).click();
    await expect(page.getByTestId('match-status')).toHaveText('Completed');
    await expect(page.getByTestId('match-period')).toHaveText('Full time');
    await expect(syncPill(page)).toHaveText('All saved');
    await photo(page, screenshot('console-completed.png'));
    await expectAccessible(page, 'referee console, completed');

    const match = await readMatch(fixture.tournamentId, fixture.matchId);
    expect(match).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 0 });
    expect(match.goals).toHaveLength(1);
    expect(match.cards).toEqual([expect.objectContaining({ teamType: 'away', cardType: 'yellow', playerName: 'Unknown player #4' })]);
    expect(await matchAuditTypes(fixture.tournamentId, fixture.matchId)).toEqual(['start', 'goal', 'goal', 'goal-removed', 'card', 'pause', 'resume', 'complete']);
    await context.close();
  });

  test('each coach confirms the score once; a second time is refused with the spec words', async ({ browser }) => {
    const home = await openAs(browser, 'coach', PHONE);
    const first = home.page;
    const second = await home.context.newPage();
    await first.goto(matchUrl());
    await second.goto(matchUrl());
    await expect(first.getByRole('button', { name: 'Confirm score' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Confirm score' })).toBeVisible();

    await first.getByRole('button', { name: 'Confirm score' }).click();
    await expect(toast(first, `Score confirmed for ${fixture.home}`)).toBeVisible();
    const confirmations = (page: Page) => page.getByRole('list', { name: 'Confirmations' });
    await expect(confirmations(first)).toContainText(`${demoAccount('coach').displayName} confirmed for ${fixture.home}`);
    await expect(first.getByRole('button', { name: 'Confirm score' })).toHaveCount(0);
    await photo(first, screenshot('coach-confirmed.png'));
    await expectAccessible(first, 'match as coach, confirmed');
    // The other tab still offers it: a second confirmation gets the spec's answer.
    await second.getByRole('button', { name: 'Confirm score' }).click();
    await expect(toast(second, MESSAGES.alreadyConfirmed)).toBeVisible();
    await home.context.close();

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page, fixture.awayCoach.email, fixture.awayCoach.password);
    // The away coach finds the match in their own list, no link needed.
    await page.goto('/admin/matches');
    const card = page.getByRole('link', { name: new RegExp(`${fixture.home} against ${fixture.away}`) });
    await expect(card).toContainText('Confirm the score');
    await photo(page, screenshot('coach-matches.png'));
    await expectAccessible(page, 'matches list as coach');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${matchUrl()}$`));
    await page.getByRole('button', { name: 'Confirm score' }).click();
    await expect(toast(page, `Score confirmed for ${fixture.away}`)).toBeVisible();
    await expect(confirmations(page)).toContainText(`${fixture.awayCoach.displayName} confirmed for ${fixture.away}`);
    await expect(confirmations(page)).toContainText(`${demoAccount('coach').displayName} confirmed for ${fixture.home}`);
    await context.close();

    const match = await readMatch(fixture.tournamentId, fixture.matchId);
    expect(match.scoreConfirmations.map((confirmation) => confirmation.teamType).sort()).toEqual(['away', 'home']);
  });

  test('the organizer sees the division table follow results without reloading', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'admin', DESKTOP);
    await page.goto('/admin/matches');
    await page.getByRole('combobox', { name: 'Tournament' }).click();
    await page.getByRole('combobox', { name: 'Tournament' }).fill(fixture.name);
    // The search leaves one option (the name is unique); Enter picks it without racing the list's animation.
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle(fixture.name, { exact: true })).toBeVisible();
    // The newest tournament is preselected, so the address may not change; the table rows below carry this
    // tournament's unique team names, which proves the right one is shown.
    await page.keyboard.press('Enter');

    const table = page.getByRole('table', { name: `Table ${fixture.division}` });
    const row = (team: string) => table.getByRole('row').filter({ hasText: team });
    const points = (team: string) => row(team).getByRole('cell').last();
    await expect(points(fixture.home)).toHaveText('3');
    await expect(row(fixture.home).getByRole('cell').first()).toHaveText('1');
    await expect(points(fixture.away)).toHaveText('0');
    await expect(points(fixture.third)).toHaveText('0');

    // The fixture list shows the referee and the result.
    const fixtures = page.getByRole('table', { name: 'Matches' });
    await expect(fixtures.getByRole('row').filter({ hasText: fixture.home }).filter({ hasText: fixture.away }).first()).toContainText('1–0');
    await photo(page, screenshot('organizer.png'), { fullPage: true });
    await expectAccessible(page, 'matches as organizer');

    // Another match is completed elsewhere while the page stays open.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await playThroughApi(fixture.tournamentId, fixture.laterMatchId, [{ teamType: 'away', playerName: 'Third Scorer' }]);
    await expect(points(fixture.third)).toHaveText('3', { timeout: 20_000 });
    await expect(row(fixture.third).getByRole('cell').nth(2)).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Bulk assignment warns about overlapping bookings (kick-offs an hour apart, matches of 105 minutes).
    // Unplayed rows are those whose score cell says "vs" (a random team name may hold the letters too).
    const unplayed = fixtures.getByRole('row').filter({ has: page.locator('.pm-fixture__score', { hasText: /^vs$/ }) });
    await expect(unplayed).toHaveCount(1);
    await unplayed.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Referee for the selected matches' }).click();
    await chooseOption(page, demoAccount('referee').displayName);
    await page.getByRole('button', { name: 'Assign to 1 selected' }).click();
    await expect(page.getByText('Assigned, with overlapping bookings')).toBeVisible();
    await expect(page.getByText(new RegExp(`${demoAccount('referee').displayName} is also booked on`)).first()).toBeVisible();
    await expect(unplayed).toContainText(demoAccount('referee').displayName);
    await expectAccessible(page, 'matches as organizer, overlap warning');

    // The match page: the organizer reads who did what (the audit trail), not a console of their own to run.
    await fixtures.getByRole('link', { name: new RegExp(`${fixture.home}.*1–0.*${fixture.away}`) }).click();
    await expect(page.getByRole('heading', { name: 'Score confirmations' })).toBeVisible();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('list').filter({ hasText: 'Removed a goal' })).toContainText(demoAccount('referee').displayName);
    await photo(page, screenshot('organizer-match.png'), { fullPage: true });
    await expectAccessible(page, 'match as organizer, audit trail');
    await context.close();
  });

  test("a referee assignor picks the tournament and staffs a match, without the organizers' tables", async ({ browser }) => {
    const { context, page } = await openAs(browser, 'refereeassignor', DESKTOP);
    await page.goto('/admin/matches');
    await page.getByRole('combobox', { name: 'Tournament' }).click();
    await page.getByRole('combobox', { name: 'Tournament' }).fill(fixture.name);
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle(fixture.name, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');

    const fixtures = page.getByRole('table', { name: 'Matches' });
    const unplayed = fixtures.getByRole('row').filter({ has: page.locator('.pm-fixture__score', { hasText: /^vs$/ }) });
    await expect(unplayed).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Division tables' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Reset all/ })).toHaveCount(0);

    // The organizer booked the referee on it (test above): the assignor takes them off, then books them again.
    const referee = demoAccount('referee').displayName;
    await expect(unplayed).toContainText(referee);
    await unplayed.getByRole('combobox', { name: /^Referee for / }).click();
    await chooseOption(page, 'No referee');
    await expect(unplayed).not.toContainText(referee);
    const unplayedId = fixture.matchIds[1] ?? '';
    await expect.poll(async () => (await readMatch(fixture.tournamentId, unplayedId)).refereeId || null).toBeNull();

    await unplayed.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Referee for the selected matches' }).click();
    await chooseOption(page, referee);
    await page.getByRole('button', { name: 'Assign to 1 selected' }).click();
    await expect(unplayed).toContainText(referee);
    await photo(page, screenshot('assignor.png'), { fullPage: true });
    await expectAccessible(page, 'matches as referee assignor');
    await context.close();
  });
});
