import type { PushSubscriptionInput } from '@pitchside/shared';
import { getRuntimeConfig } from './runtime-config';

/**
 * This phone's Web Push subscription (docs/delivery.md): the service worker (/sw.js) and the
 * subscription made with the stage's VAPID key. Shared by the public follow button and the signed-in
 * "Notifications on this phone" switch.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first' | 'blocked' | 'off';

interface NavigatorStandalone extends Navigator {
  standalone?: boolean;
}

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
export async function ensureSubscription(): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site. Allow them in the browser settings to follow.');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const key = getRuntimeConfig().vapidPublicKey as string;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }));
  const json = subscription.toJSON();
  // A subscription made with an application server key always has both keys; were one missing, the
  // server's schema refuses the follow with a 400 that says so.
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' } };
}
