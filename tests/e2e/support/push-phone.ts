import { expect, type BrowserContext, type CDPSession, type Worker } from '@playwright/test';
import type { PushSubscriber } from '../../support/push-subscriber';

/** A phone whose PushManager hands out the emulator's subscription (headless Chromium has no push service). */
export async function phoneContext(context: BrowserContext, phone: PushSubscriber): Promise<void> {
  await context.addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: {},
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (subscribed ? fake : null) as unknown as PushSubscription;
    };
  }, phone.subscription);
}

interface NotifyingWorker {
  registration: { getNotifications(): Promise<{ title: string; body: string }[]> };
}

/**
 * Hands `payload` to the page's service worker as a trusted push event (CDP ServiceWorker.deliverPushMessage)
 * and waits until its notification is shown. Chromium answers that call with success whatever became of the
 * push event (the DevTools handler drops the dispatch status), and now and then, on a busy machine, no push
 * event reaches the worker at all (no worker activity follows the call). That loss is the test harness's
 * injection, not the product's path (the sender's push already arrived at the phone): so the same message
 * is handed over again until shown; the worker shows one notification per tag however often it gets it.
 */
export async function deliverPush(cdp: CDPSession, context: BrowserContext, delivery: { origin: string; registrationId: string }, payload: { body: string }): Promise<Worker> {
  for (let attempt = 1; ; attempt += 1) {
    await cdp.send('ServiceWorker.deliverPushMessage', { ...delivery, data: JSON.stringify(payload) });
    const shown = async () => {
      for (const worker of context.serviceWorkers()) {
        const bodies = await worker.evaluate(async () => (await (self as unknown as NotifyingWorker).registration.getNotifications()).map((n) => n.body)).catch((): string[] => []);
        if (bodies.includes(payload.body)) return worker;
      }
      return undefined;
    };
    const deadline = Date.now() + (attempt < 3 ? 5_000 : 10_000);
    while (Date.now() < deadline) {
      const worker = await shown();
      if (worker) return worker;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(attempt, `a notification for '${payload.body}' after ${attempt} deliveries`).toBeLessThan(3);
  }
}
