import type { BrowserContext } from '@playwright/test';
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
