import { expect, test } from '@playwright/test';
import { navigateInApp, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { apiFor, createPerson, createPublicTournament, postEvents, refereeEvent, type Api } from './support/public-site';

/**
 * Issue 35, the venue screen: the organizer creates a display link, a TV opens it with no account, the
 * referee's goal shows on it, it rides out the network going away and catches up, and the organizer's
 * urgent announcement takes the whole screen at once. Set up through the API; only the journey is UI.
 */
let api: Api;

test.beforeAll(async ({ baseURL }) => {
  api = await apiFor(baseURL as string);
});

test.afterAll(async () => {
  await api.dispose();
});

const SHOTS = 'test-results/venue-display';

test('a venue screen shows the goal, survives a network drop and takes an urgent announcement', async ({ browser }) => {
  test.setTimeout(90_000);
  const fixture = await createPublicTournament(api, { name: `Screen Cup ${Date.now()}` });
  // An organizer made for this test (a demo account's profile may be in another language).
  const organizer = await createPerson(api, 'admin', 'Vera Venue');

  const organizerContext = await browser.newContext();
  const desk = await organizerContext.newPage();
  await signIn(desk, organizer.email, DEMO_PASSWORD);
  await navigateInApp(desk, `/admin/tournaments/${fixture.tournamentId}?tab=venue`);
  await desk.getByLabel('Screen name').fill('Clubhouse TV');
  await desk.getByRole('button', { name: 'Create display link' }).click();
  const displayUrl = (await desk.getByTestId('display-url').textContent())?.trim() ?? '';
  expect(displayUrl).toMatch(/\/display#[A-Za-z0-9_-]{43}$/);

  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await tv.goto(displayUrl);
  await expect(tv.getByRole('heading', { level: 1, name: fixture.name })).toBeVisible();
  await expect(tv.locator('[data-live-status="live"]')).toBeVisible();

  // The referee kicks off and scores: the screen follows over its socket.
  await postEvents(api, fixture, [refereeEvent('start')]);
  const row = tv.locator(`[data-match-id="${fixture.matchId}"]`);
  await expect(row.getByTestId('display-score')).toHaveText('0 – 0');
  await postEvents(api, fixture, [refereeEvent('goal', { teamType: 'home', playerId: 'p1', playerName: 'Ana' })]);
  await expect(row.getByTestId('display-score')).toHaveText('1 – 0');
  await expectAccessible(tv, 'venue screen');
  await photo(tv, `${SHOTS}/display-1920.png`);

  // The network goes away: the screen says how old its data is, keeps what it shows, and catches up after.
  await tvContext.setOffline(true);
  await expect(tv.locator('[data-live-status="offline"]')).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByTestId('display-status')).toContainText('Offline');
  await postEvents(api, fixture, [refereeEvent('goal', { teamType: 'away', playerId: 'p2', playerName: 'Bo' })]);
  await expect(row.getByTestId('display-score')).toHaveText('1 – 0');
  await tvContext.setOffline(false);
  await expect(tv.locator('[data-live-status="live"]')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('display-score')).toHaveText('1 – 1', { timeout: 15_000 });

  // The organizer's urgent announcement: on the screen at once, the whole screen.
  const text = 'Lightning: all pitches cleared, go to the clubhouse';
  await desk.getByLabel('Message').fill(text);
  await desk.getByRole('checkbox', { name: 'Urgent: take the whole screen' }).check();
  await desk.getByRole('button', { name: 'Announce' }).click();
  await expect(tv.getByTestId('display-urgent')).toContainText(text);
  await expectAccessible(tv, 'venue screen, urgent announcement');
  await photo(tv, `${SHOTS}/display-urgent-1920.png`);
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await tv.setViewportSize({ width, height });
    await photo(tv, `${SHOTS}/display-urgent-${width}.png`);
  }
  await desk.getByRole('button', { name: 'Withdraw' }).click();
  await expect(tv.getByTestId('display-urgent')).toHaveCount(0);
  await photo(tv, `${SHOTS}/display-390.png`, { fullPage: true });
  await tv.setViewportSize({ width: 1366, height: 800 });
  await photo(tv, `${SHOTS}/display-1366.png`);

  // The printable signs: one scan from everything. Public, so the TV's browser opens them too.
  await tv.goto(`/t/${fixture.tournamentId}/signs`);
  await expect(tv.getByRole('img', { name: `QR code: ${fixture.name}` })).toBeVisible();
  await expect(tv.getByRole('img', { name: 'QR code: Pitch 1' })).toBeVisible();
  await expect(tv.getByRole('img', { name: `QR code: ${fixture.home}` })).toBeVisible();
  await expectAccessible(tv, 'venue signs');
  await photo(tv, `${SHOTS}/signs-1366.png`);
  await tv.setViewportSize({ width: 390, height: 844 });
  await photo(tv, `${SHOTS}/signs-390.png`);
  await tvContext.close();
  await organizerContext.close();
});
