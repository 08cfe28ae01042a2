import { mkdirSync } from 'node:fs';
import { teamKey, type PushPayload } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { drawnText } from '../../services/tournaments/src/testing/drawn-text';
import { demoAccount } from '../../infra/local/demo-accounts';
import { createGeneratedCup, twoPitchDay } from '../support/generated-cup';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pushSubscriber, type PushSubscriber } from '../support/push-subscriber';
import { deliverPush, phoneContext } from './support/push-phone';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { mailClock, waitForMail } from './support/mailbox';
import { apiFor, createPublicTournament, DEMO, mustSucceed, refereeEvent, subOf, type Api } from './support/public-site';
import { photo } from './support/photo';

/**
 * Issue 19, "Done means", as one journey: a spectator follows a team on a phone and closes the page; the
 * referee scores → the push arrives and opens the match; the organizer marks the pitch 20 minutes late on
 * the board → the follower (push), the coach (e-mail) and the referee (e-mail, and push on the phone they
 * registered) are told, and the public page, the pitch's calendar feed and the public PDF show '(+20)'.
 *
 * As in phone-notifications.spec.ts, headless Chromium has no push service: the page's PushManager hands
 * out a subscription under the local push-service emulator, the test decrypts what the sender pushed with
 * the phone's keys, and delivers it to the real service worker (CDP ServiceWorker.deliverPushMessage).
 */
const SHOTS = '/tmp/shots/push2';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const today = new Date().toISOString().slice(0, 10);

interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string }[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

const later = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** A published cup today: four U12 teams on Pitch A and Pitch B; Alpha FC is coached by the demo coach. */
async function cup(api: Api) {
  const token = await api.token(DEMO.admin);
  const ok = mustSucceed(api, token);
  const coached = { clubTeam: `Alpha FC ${Date.now()}`, coachUid: subOf(await api.token(demoAccount('coach').email)) };
  const setup = twoPitchDay(today, ['Pitch A', 'Pitch B'], ['pa', 'pb']);
  const cupOptions = { name: `Journey Cup ${Date.now()}`, venue: 'Heden', setup, division: 'U12 Boys', teams: ['Alpha FC', 'Bravo IK', 'Charlie BK', 'Delta IF'], coached };
  const { tournament, base, view } = await createGeneratedCup(ok, cupOptions);
  const { tournamentId } = tournament;
  const alpha = view.matches.filter((m) => m.homeTeam === 'Alpha FC' || m.awayTeam === 'Alpha FC').sort((a, b) => a.start.localeCompare(b.start));
  // The referee scores Alpha's first match; the delay is on its pitch, so Alpha's next match there moves
  // (a started match keeps its time).
  const [scored] = alpha;
  const moved = alpha.find((m) => m !== scored && m.pitchId === scored?.pitchId);
  if (!scored || !moved) throw new Error('Alpha FC should play twice on one pitch');
  const pitch = view.setup.pitches.find((candidate) => candidate.id === scored.pitchId)?.name ?? '';
  const referee = subOf(await api.token(DEMO.referee));
  for (const match of [scored, moved]) await ok('PUT', `${base}/matches/${match.matchId}/referee`, { refereeId: referee });
  await ok('POST', `${base}/publish`, {});
  return { tournamentId, scored, moved, pitch };
}

async function pushOf(phone: PushSubscriber, kind: string, matchId: string, url = `/m/${matchId}`): Promise<PushPayload> {
  const find = async () => (await phone.received()).find((push) => push.kind === kind && push.url.endsWith(url));
  await expect.poll(async () => Boolean(await find()), { timeout: 20_000, message: `a ${kind} push for ${matchId}` }).toBe(true);
  return (await find()) as PushPayload;
}

async function shoot(page: Page, name: string): Promise<void> {
  await photo(page, `${SHOTS}/${name}.png`);
  await expectAccessible(page, name);
}

test('a follower, the coach and the referee are told of a goal and of a pitch running 20 minutes late; every reader shows the new time', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const origin = new URL(baseURL as string).origin;
  const api = await apiFor(baseURL as string);
  const { tournamentId, scored, moved, pitch } = await cup(api);
  const pushService = localCloudHandle().pushServiceOrigin;

  // The spectator's phone follows Alpha FC from the team page, then the page is closed.
  const follower = pushSubscriber(pushService, `journey-fan-${Date.now()}`);
  const fan = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  await fan.grantPermissions(['notifications'], { origin });
  await phoneContext(fan, follower);
  const page = await fan.newPage();
  await page.goto(`/t/${tournamentId}/team/${encodeURIComponent(teamKey('Alpha FC'))}`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  const choices = page.getByRole('group', { name: 'Tell me about Alpha FC' });
  await expect(choices.getByRole('checkbox', { name: 'Changed kick-off time or pitch' })).toBeChecked();
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications on for Alpha FC' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await shoot(page, 'journey-following-390x844');
  const cdp = await fan.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const ours = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('about:blank');

  // The referee's phone gets their role's notifications (the signed-in device route).
  const refereePhone = pushSubscriber(pushService, `journey-referee-${Date.now()}`);
  const registered = await api.call('PUT', '/api/push/devices', { token: await api.token(DEMO.referee), body: { subscription: refereePhone.subscription } });
  expect(registered.status, registered.text).toBeLessThan(300);

  // The referee scores (the console's events, with the referee's own sign-in).
  const events = [refereeEvent('start'), refereeEvent('goal', { teamType: scored.homeTeam === 'Alpha FC' ? 'home' : 'away', playerId: 'p9', playerName: 'Maja Berg' })];
  const posted = await api.call<{ results: { outcome: string }[] }>('POST', `/api/tournaments/${tournamentId}/matches/${scored.matchId}/events`, {
    token: await api.token(DEMO.referee),
    body: { events },
  });
  expect(posted.status, posted.text).toBe(200);
  const goal = await pushOf(follower, 'goal', scored.matchId);
  expect(goal.body).toContain('Maja Berg (Alpha FC)');

  // The phone's service worker shows it; a tap opens the match.
  await page.goto(`/t/${tournamentId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = await deliverPush(cdp, fan, { origin, registrationId: await registrationId }, goal);
  await expect.poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => n.title))).toEqual([goal.title]);
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/t/${tournamentId}/m/${scored.matchId}$`));
  await page.goto('about:blank');

  // The organizer marks the pitch 20 minutes late on the board.
  const since = mailClock();
  const expected = `${later(moved.start, 20)} (+20)`;
  const office = await browser.newContext({ viewport: LAPTOP });
  const organizer = await office.newPage();
  await signIn(organizer, demoAccount('admin').email, demoAccount('admin').password);
  await organizer.goto(`/admin/tournaments/${tournamentId}/schedule?view=board&day=${today}`);
  await organizer.getByRole('button', { name: `${pitch} running late…` }).click();
  const dialog = organizer.getByRole('dialog');
  await dialog.getByRole('button', { name: '+20' }).click();
  await expect(dialog.getByText(expected).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply delay' }).click();
  await expect(organizer.getByRole('button', { name: `${pitch} is 20 minutes late: change` })).toBeVisible();

  // Told: the follower and the referee's phone by push, the coach and the referee by e-mail.
  const fanMoved = await pushOf(follower, 'moved', moved.matchId);
  expect(fanMoved.body).toContain(`Now ${expected} on ${pitch}`);
  expect(fanMoved.body).toContain(`${pitch} is running 20 minutes late`);
  expect((await pushOf(refereePhone, 'moved', moved.matchId)).body).toContain(expected);
  expect((await waitForMail(demoAccount('coach').email, since, 20_000)).text).toContain('(+20)');
  expect((await waitForMail(DEMO.referee, since, 20_000)).text).toContain('(+20)');

  // The follower's notification opens the moved match, which shows the expected kick-off.
  await page.goto(`/t/${tournamentId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const movedWorker = await deliverPush(cdp, fan, { origin, registrationId: await registrationId }, fanMoved);
  await movedWorker.evaluate(async (body) => {
    const scope = self as unknown as WorkerScope;
    const notification = (await scope.registration.getNotifications()).find((candidate) => candidate.body === body);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, fanMoved.body);
  await expect(page).toHaveURL(new RegExp(`/t/${tournamentId}/m/${moved.matchId}$`));
  await expect(page.getByText(`Kick-off ${expected}`)).toBeVisible();
  await shoot(page, 'journey-moved-match-390x844');
  await page.setViewportSize(LAPTOP);
  await shoot(page, 'journey-moved-match-1366x800');

  // The pitch's calendar feed and the public PDF.
  const feed = (await (await api.request.get(`/api/public/tournaments/${tournamentId}/pitches/${pitch.toLowerCase().replace(' ', '-')}/calendar.ics`)).text()).replace(/\r\n[ \t]/g, '');
  const event = feed.split('BEGIN:VEVENT').find((candidate) => candidate.includes(`UID:${moved.matchId}.`));
  expect(event).toContain(`Running late: kick-off ${expected}`);
  const pdf = await api.request.get(`/api/public/tournaments/${tournamentId}/schedule.pdf`);
  expect(pdf.status()).toBe(200);
  // The kick-off column wraps a late time over two lines ('10:35' / '(+20)–11:20').
  expect((await drawnText(await pdf.body())).replace(/\s+/g, ' ')).toContain(expected);

  await fan.close();
  await office.close();
  await api.dispose();
});

test('a referee turns on notifications on their phone from the profile, and is told when assigned a match', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const origin = new URL(baseURL as string).origin;
  const api = await apiFor(baseURL as string);
  const phone = pushSubscriber(localCloudHandle().pushServiceOrigin, `profile-referee-${Date.now()}`);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin });
  await phoneContext(context, phone);
  const page = await context.newPage();
  await signIn(page, demoAccount('referee').email, demoAccount('referee').password);
  await page.goto('/admin/profile');
  const toggle = page.getByRole('switch', { name: 'Notifications on this phone' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Notifications are on for this phone')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await shoot(page, 'profile-notifications-390x844');
  await page.setViewportSize(LAPTOP);
  await shoot(page, 'profile-notifications-1366x800');

  // The organizer assigns the referee a match: this phone hears of it, and the tap opens the console.
  const { tournamentId, matchId } = await createPublicTournament(api, { name: `Device Cup ${Date.now()}`, teams: ['Lakeside U12', 'Northside Rovers'] });
  const assigned = await pushOf(phone, 'refereeAssigned', matchId, `/admin/matches/${tournamentId}/${matchId}`);
  expect(assigned.title).toBe('You referee Lakeside U12 v Northside Rovers');

  // Off again is one tap, and the switch says so after a reload.
  await toggle.click();
  await expect(page.getByText('Notifications are off for this phone')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifications on this phone' })).not.toBeChecked();
  await context.close();
  await api.dispose();
});
