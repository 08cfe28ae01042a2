import { followTargetRoute, isLocale, unfollowTargetRoute, type FollowTarget, type FollowerKind, type Locale } from '@pitchside/shared';
import { callRoute } from '../../../lib/call-route';
import { ensureSubscription } from '../../../lib/web-push-subscription';
import { activeLocale } from '../../../i18n/active-locale';

/**
 * The browser side of phone notifications: the service worker (/sw.js), the push subscription made with the
 * stage's VAPID key, and the follow calls. What this phone follows is remembered in localStorage so a page
 * shows "Notifications on" without asking the server; the server's rows are what is sent to.
 */
export { ensureSubscription, pushSupport, type PushSupport } from '../../../lib/web-push-subscription';

const STORE = 'pitchside.follows';
type Followed = Record<string, FollowerKind[]>;
const followKey = (tournamentId: string, target: FollowTarget, targetId: string) => `${tournamentId}/${target}/${targetId}`;

function readFollowed(): Followed {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? '{}') as Followed;
  } catch {
    return {};
  }
}

export function followedKinds(tournamentId: string, target: FollowTarget, targetId: string): FollowerKind[] | undefined {
  return readFollowed()[followKey(tournamentId, target, targetId)];
}

function remember(tournamentId: string, target: FollowTarget, targetId: string, kinds: FollowerKind[] | undefined): void {
  const all = readFollowed();
  if (kinds) all[followKey(tournamentId, target, targetId)] = kinds;
  else delete all[followKey(tournamentId, target, targetId)];
  localStorage.setItem(STORE, JSON.stringify(all));
}

/** The language on screen, so the follower's pushes are worded in it (not the test pseudo-locale: the server does not speak it). */
function followLanguage(): { language?: Locale } {
  const locale = activeLocale();
  return isLocale(locale) ? { language: locale } : {};
}

export async function followOnThisPhone(tournamentId: string, target: FollowTarget, targetId: string, kinds: FollowerKind[]): Promise<void> {
  const subscription = await ensureSubscription();
  await callRoute(followTargetRoute, { params: { tournamentId }, auth: false, body: { subscription, target, targetId, kinds, ...followLanguage() } });
  remember(tournamentId, target, targetId, kinds);
}

export async function unfollowOnThisPhone(tournamentId: string, target: FollowTarget, targetId: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await callRoute(unfollowTargetRoute, { params: { tournamentId }, auth: false, body: { endpoint: subscription.endpoint, target, targetId } });
  }
  remember(tournamentId, target, targetId, undefined);
}
