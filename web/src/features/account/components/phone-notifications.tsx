import { Alert, App, Switch } from 'antd';
import { useId, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { ensureSubscription, pushSupport } from '../../../lib/web-push-subscription';
import { isLocale } from '@pitchside/shared';
import { activeLocale } from '../../../i18n/active-locale';

/** Remembered per browser: this phone is registered for the signed-in person's notifications. */
const STORE = 'pitchside.device';

const HINTS = {
  unsupported: 'This browser cannot show notifications. Try Chrome, Edge, Firefox or Safari.',
  'ios-install-first': 'On an iPhone or iPad, first add Pitchside to the Home Screen (Share, then Add to Home Screen) and open it from there.',
  blocked: 'Notifications are blocked for this site. Allow them in the browser settings, then turn this on.',
  off: 'Notifications are not available on this site yet.',
} as const;

/**
 * "Notifications on this phone" (issue 19): a signed-in referee, coach or organizer registers this phone
 * (PUT /api/push/devices) for the notifications of their role — a match assigned or moved, a score to
 * confirm, a dispute. Turning it off removes the phone (POST /api/push/devices/remove).
 */
export function PhoneNotifications() {
  const { message } = App.useApp();
  const hintId = useId();
  const support = pushSupport();
  const [on, setOn] = useState(() => localStorage.getItem(STORE) !== null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();

  const change = async (next: boolean) => {
    setBusy(true);
    setFailed(undefined);
    try {
      if (next) {
        const subscription = await ensureSubscription();
        // Worded in the language on screen (not the test pseudo-locale: the server does not speak it).
        const locale = activeLocale();
        await apiRequest('/push/devices', { method: 'PUT', body: { subscription, ...(isLocale(locale) ? { language: locale } : {}) } });
        localStorage.setItem(STORE, subscription.endpoint ?? '');
        void message.success('Notifications are on for this phone');
      } else {
        const endpoint = localStorage.getItem(STORE);
        if (endpoint) await apiRequest('/push/devices/remove', { method: 'POST', body: { endpoint } });
        localStorage.removeItem(STORE);
        void message.success('Notifications are off for this phone');
      }
      setOn(next);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : 'Could not change notifications. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const hint = support === 'supported' ? undefined : HINTS[support];
  return (
    <div className="ps-phone-notifications">
      <label className="ps-phone-notifications__row">
        <Switch checked={on} loading={busy} disabled={Boolean(hint)} onChange={(next) => void change(next)} aria-describedby={hintId} />
        <span>Notifications on this phone</span>
      </label>
      <p id={hintId} className="ps-phone-notifications__hint">
        {hint ?? 'Your matches assigned or moved, scores to confirm and disputes, even when Pitchside is closed.'}
      </p>
      {failed && <Alert type="error" showIcon title={failed} />}
    </div>
  );
}
