import { expect, test, type Page } from '@playwright/test';
import { apiFor, createPublicTournament, postEvents, refereeEvent, type Api, type PublicFixture } from './support/public-site';
import { expectAccessible } from './support/axe';

/**
 * Issue 7: a spectator follows a tournament with no account. The organizer builds and publishes it through
 * the API (the admin's own browser context), the referee runs the match through the API, and the
 * spectator's page follows over the WebSocket — or by polling when the socket is unavailable — without
 * ever reloading.
 */
let api: Api;

test.beforeAll(async ({ baseURL }) => {
  api = await apiFor(baseURL as string);
});

test.afterAll(async () => {
  await api.dispose();
});

/** A marker that only survives as long as the page is never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { spectatorMark?: boolean }).spectatorMark = true;
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { spectatorMark?: boolean }).spectatorMark)).toBe(true);
}

function scoreOf(page: Page, fixture: PublicFixture) {
  const row = page.locator(`[data-match-id="${fixture.matchId}"]`);
  return { home: row.locator('[data-side="home"]'), away: row.locator('[data-side="away"]') };
}

function pointsOf(page: Page, team: string) {
  return page.locator(`tr[data-team="${team}"] td[data-column="PTS"]`);
}

test('a spectator sees the goal and then the table change live, without reloading', async ({ browser }) => {
  test.setTimeout(60_000);
  // The organizer's context: the API with the admin's token and the demo organization.
  const organizer = await browser.newContext();
  const fixture = await createPublicTournament(api, { name: `Live Cup ${Date.now()}` });
  await organizer.close();

  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  await spectator.goto(`/t/${fixture.tournamentId}`);
  await expect(spectator.getByRole('heading', { level: 1, name: fixture.name })).toBeVisible();
  await expect(spectator.locator('[data-live-status="live"]')).toBeVisible();
  await expect(pointsOf(spectator, fixture.home)).toHaveText('0');
  await markPage(spectator);

  await postEvents(api, fixture, [refereeEvent('start'), refereeEvent('goal', { teamType: 'home', playerId: 'p1', playerName: 'Ana' })]);

  // The match moved to the Live tab (opened by default only when something is live): open it.
  await spectator.getByRole('tab', { name: /Live/ }).click();
  const score = scoreOf(spectator, fixture);
  await expect(score.home).toHaveText('1');
  await expect(score.away).toHaveText('0');
  await expectAccessible(spectator, 'public tournament, live tab');

  await postEvents(api, fixture, [refereeEvent('complete')]);
  await expect(pointsOf(spectator, fixture.home)).toHaveText('3', { timeout: 20_000 });
  await expect(pointsOf(spectator, fixture.away)).toHaveText('0');
  await spectator.getByRole('tab', { name: /Completed/ }).click();
  await expect(scoreOf(spectator, fixture).home).toHaveText('1');
  await expectNotReloaded(spectator);
  await spectatorContext.close();
});

test('the match page ticks its clock locally and takes the score live', async ({ page }) => {
  const fixture = await createPublicTournament(api, { name: `Clock Cup ${Date.now()}` });
  await postEvents(api, fixture, [refereeEvent('start')]);
  await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchId}`);
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
  const clock = page.getByRole('timer');
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before ?? '', { timeout: 3_000 });
  await expect(page.getByText('First half')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${fixture.home} 0–0 ${fixture.away}`));
  await markPage(page);

  await postEvents(api, fixture, [refereeEvent('goal', { teamType: 'away', playerId: 'p9', playerName: 'Zlatan' })]);
  await expect(page.getByTestId('match-score')).toHaveText('0–1');
  await expect(page.getByRole('listitem').filter({ hasText: 'Zlatan' })).toBeVisible();
  await expectAccessible(page, 'public match, live');
  await expectNotReloaded(page);
});

test('without the live socket the page falls back to polling and still catches up', async ({ page }) => {
  test.setTimeout(60_000);
  const fixture = await createPublicTournament(api, { name: `Polling Cup ${Date.now()}` });
  // Every socket this page opens is refused at once: the app must poll its reads instead.
  await page.routeWebSocket(/\/ws$/, (socket) => socket.close());
  // What the public reads cost on the wire (the page itself only ever sees 200s).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const wireStatuses: number[] = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    if (urls.get(event.requestId)?.includes('/api/public/tournaments/')) wireStatuses.push(event.statusCode);
  });
  await page.goto(`/t/${fixture.tournamentId}`);
  await expect(page.locator('[data-live-status="offline"]')).toBeVisible();
  await expect(page.getByText(/Live updates paused/)).toBeVisible();
  await expectAccessible(page, 'public tournament, live updates paused');
  await markPage(page);

  await postEvents(api, fixture, [refereeEvent('start'), refereeEvent('goal', { teamType: 'home', playerId: 'p1', playerName: 'Ana' })]);
  // Polling every 12 s: within one or two rounds the match is live with its goal.
  await expect(page.getByRole('tab', { name: /Live/ })).toContainText('1', { timeout: 30_000 });
  await page.getByRole('tab', { name: /Live/ }).click();
  await expect(scoreOf(page, fixture).home).toHaveText('1', { timeout: 15_000 });
  await expectNotReloaded(page);
  // A poll that finds a read unchanged (the tournament's tables here) is revalidated: 304, no body.
  await expect.poll(() => wireStatuses.includes(304), { timeout: 30_000 }).toBe(true);
});
