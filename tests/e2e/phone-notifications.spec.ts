import { expect, test } from '@playwright/test';
import { teamKey, type PushPayload } from '@pitchside/shared';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber } from '../support/push-subscriber';
import { deliverPush, phoneContext } from './support/push-phone';
import { expectAccessible } from './support/axe';
import { apiFor, createPublicTournament, postEvents, refereeEvent, type Api, type PublicFixture } from './support/public-site';
import { photo } from './support/photo';

/**
 * Issue 19: a spectator follows a team from its public page on a phone, with no account; the referee scores;
 * the push reaches the push service (the local emulator), is decrypted with the phone's keys, and the app's
 * service worker shows it; tapping it opens the match page.
 *
 * Headless Chromium has no push service of its own (it would need Google's), so the page's
 * PushManager hands out a subscription under the local emulator, with keys this test holds — everything
 * else is the product: the follow UI and API, the sender's encryption and VAPID, the service worker. The
 * decrypted payload is handed to the service worker as the browser does after decrypting (CDP's
 * ServiceWorker.deliverPushMessage, a trusted push event).
 */
/** The bits of the service worker's global scope the test reaches (the tests compile without the WebWorker lib). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string }[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

let api: Api;
let fixture: PublicFixture;
const SHOTS = '/tmp/shots/push';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  api = await apiFor(baseURL as string);
  fixture = await createPublicTournament(api, { name: `Followers Cup ${Date.now()}`, teams: ['Lakeside U12', 'Northside Rovers'] });
});

test.afterAll(async () => {
  await api.dispose();
});

test('a spectator follows a team on a phone, is told of a goal, and the notification opens the match', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const config = (await (await api.request.get('/config.json')).json()) as { vapidPublicKey?: string };
  expect(config.vapidPublicKey, 'the runtime config carries the VAPID public key').toBeTruthy();
  // The push-service emulator of the cloud `npm test` started (tests/run-all.ts passes its handle).
  const phone = pushSubscriber(localCloudHandle().pushServiceOrigin, `e2e-phone-${Date.now()}`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  await phoneContext(context, phone);
  const page = await context.newPage();

  const key = teamKey('Lakeside U12');
  await page.goto(`/t/${fixture.tournamentId}/team/${encodeURIComponent(key)}`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  const choices = page.getByRole('group', { name: 'Tell me about Lakeside U12' });
  await expect(choices.getByRole('checkbox', { name: 'Goals, with the scorer' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Half-time' })).not.toBeChecked();
  await photo(page, `${SHOTS}/follow-panel-390.png`, { fullPage: false });
  await expectAccessible(page, 'team page, follow panel open');
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications on for Lakeside U12' })).toBeVisible();
  await expect(page.getByText('Notifications on', { exact: true })).toBeVisible();
  await photo(page, `${SHOTS}/following-390.png`);
  await expectAccessible(page, 'team page, following');

  // The service worker controls the page (it claimed it on activation).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const ours = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${new URL(baseURL as string).origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');

  // The referee scores; the page is left for the home screen (another page), as a phone in a pocket.
  await page.goto('about:blank');
  await postEvents(api, fixture, [refereeEvent('start'), refereeEvent('goal', { teamType: 'home', playerId: 'p7', playerName: 'Maja Berg' })]);
  await expect.poll(async () => (await phone.received()).some((push) => push.kind === 'goal'), { timeout: 20_000 }).toBe(true);
  const goal = (await phone.received()).find((push) => push.kind === 'goal');
  expect(goal?.title).toBe('Goal! Lakeside U12 1–0 Northside Rovers');
  expect(goal?.body).toContain('Maja Berg (Lakeside U12)');

  // The phone's browser decrypted it; its service worker gets the push and shows the notification.
  await page.goto(`/t/${fixture.tournamentId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = await deliverPush(cdp, context, { origin: new URL(baseURL as string).origin, registrationId: await registrationId }, goal as PushPayload);
  await expect
    .poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => `${n.title} | ${n.body}`)))
    .toEqual([`Goal! Lakeside U12 1–0 Northside Rovers | ${goal?.body ?? ''}`]);

  // A tap on it: the service worker's notificationclick handler takes the open Pitchside tab to the match.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/t/${fixture.tournamentId}/m/${fixture.matchId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lakeside U12');

  // Unfollow is one tap on the team page.
  await page.goto(`/t/${fixture.tournamentId}/team/${encodeURIComponent(key)}`);
  await page.getByRole('button', { name: 'Stop notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications off for Lakeside U12' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await context.close();
});

test('the follow panel on a desktop match page, and the iPhone hint outside the home screen', async ({ browser }) => {
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await desktop.newPage();
  await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchId}`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('checkbox', { name: 'Half-time' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'A result that decides a group place' })).toHaveCount(0);
  await photo(page, `${SHOTS}/match-follow-1366.png`);
  await expectAccessible(page, 'match page, follow panel open');
  await desktop.close();

  const iphone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const safari = await iphone.newPage();
  await safari.goto(`/t/${fixture.tournamentId}/d/${encodeURIComponent(fixture.division)}`);
  await safari.getByRole('button', { name: 'Notify me' }).click();
  await expect(safari.getByText('Add to Home Screen', { exact: false })).toBeVisible();
  await photo(safari, `${SHOTS}/ios-hint-390.png`);
  await expectAccessible(safari, 'division page, iPhone hint');
  await iphone.close();
});
