import { isLocale, type FollowTarget, type FollowerKind, type Locale } from '@pitchside/shared';
import { apiRequest } from '../../../lib/api-client';
import { activeLocale } from '../../../i18n/active-locale';
import { getRuntimeConfig } from '../../../lib/runtime-config';

/**
 * The browser side of phone notifications: the service worker (/sw.js), the push subscription made with the
 * stage's VAPID key, and the follow calls. What this phone follows is remembered in localStorage so a page
 * shows "Notifications on" without asking the server; the server's rows are what is sent to.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first' | 'blocked' | 'off';

interface NavigatorStandalone extends Navigator { standalone?: boolean }

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!getRuntimeConfig().vapidPublicKey) return 'off';
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as NavigatorStandalone).standalone === true;
  // iOS and iPadOS (16.4+) give Web Push only to a web app opened from the Home Screen.
  if (ios && !standalone) return 'ios-install-first';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return 'supported';
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The phone's subscription, asking for permission first (must run from a tap: iOS requires the gesture). */
export async function ensureSubscription(): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site. Allow them in the browser settings to follow.');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const key = getRuntimeConfig().vapidPublicKey as string;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }));
  return subscription.toJSON();
}

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
  await apiRequest(`/push/tournaments/${encodeURIComponent(tournamentId)}/follows`, { method: 'POST', auth: false, body: { subscription, target, targetId, kinds, ...followLanguage() } });
  remember(tournamentId, target, targetId, kinds);
}

export async function unfollowOnThisPhone(tournamentId: string, target: FollowTarget, targetId: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest(`/push/tournaments/${encodeURIComponent(tournamentId)}/unfollow`, { method: 'POST', auth: false, body: { endpoint: subscription.endpoint, target, targetId } });
  }
  remember(tournamentId, target, targetId, undefined);
}
