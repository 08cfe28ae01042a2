/*
 * Pitchside's service worker: shows the Web Push notifications the sender pushes (docs/notifications.md)
 * and opens the page a notification is about when it is tapped. Nothing is cached here: the pages stay
 * as fresh as the network gives them. Plain JS outside the app bundle, so it costs the public pages nothing.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Pitchside', body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Pitchside', {
      body: data.body || '',
      tag: data.tag || undefined,
      // A newer notification of the same match replaces the older one, and still makes the phone buzz.
      renotify: Boolean(data.tag),
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url, kind: data.kind },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  const opening = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // An open Pitchside tab goes to the page; otherwise a new one opens.
    for (const client of windows) {
      if ('navigate' in client && new URL(client.url).origin === self.location.origin) {
        await client.focus().catch(() => undefined);
        return client.navigate(target);
      }
    }
    return self.clients.openWindow(target);
  })();
  // A tap is a trusted event; the end-to-end test dispatches an untrusted one, which cannot be extended.
  try {
    event.waitUntil(opening);
  } catch {
    // the work runs on regardless
  }
});
