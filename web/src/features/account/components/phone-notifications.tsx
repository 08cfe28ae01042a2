import { Alert, App, Switch } from 'antd';
import { useId, useState } from 'react';
import { callRoute } from '../../../lib/call-route';
import { ensureSubscription, pushSupport } from '../../../lib/web-push-subscription';
import { isLocale, type PushSubscriptionInput, registerDeviceRoute, unregisterDeviceRoute } from '@pitchside/shared';
import { activeLocale } from '../../../i18n/active-locale';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useIntl } from 'react-intl';

/** Remembered per browser: this phone is registered for the signed-in person's notifications. */
const STORE = 'pitchside.device';

/** Catalog ids: why the switch cannot be used here. */
const HINTS = {
  unsupported: 'account.push.unsupported',
  'ios-install-first': 'account.push.iosInstallFirst',
  blocked: 'account.push.blocked',
  off: 'account.push.off',
} as const;

/**
 * "Notifications on this phone": a signed-in referee, coach or organizer registers this phone
 * (PUT /api/push/devices) for the notifications of their role — a match assigned or moved, a score to
 * confirm, a dispute. Turning it off removes the phone (POST /api/push/devices/remove).
 */
export function PhoneNotifications() {
  const intl = useIntl();
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
        // The browser's JSON form types its fields optional; the API checks them, as before.
        await callRoute(registerDeviceRoute, { body: { subscription: subscription as PushSubscriptionInput, ...(isLocale(locale) ? { language: locale } : {}) } });
        localStorage.setItem(STORE, subscription.endpoint ?? '');
        void message.success(intl.formatMessage({ id: 'account.push.on' }));
      } else {
        const endpoint = localStorage.getItem(STORE);
        if (endpoint) await callRoute(unregisterDeviceRoute, { body: { endpoint } });
        localStorage.removeItem(STORE);
        void message.success(intl.formatMessage({ id: 'account.push.offNow' }));
      }
      setOn(next);
    } catch (error) {
      // The API answers in the screen's language; a refused permission is said as the hint says it.
      setFailed(error instanceof ApiError ? errorMessage(error) : intl.formatMessage({ id: pushSupport() === 'blocked' ? HINTS.blocked : 'account.push.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const hint = support === 'supported' ? undefined : HINTS[support];
  return (
    <div className="ps-phone-notifications">
      <label className="ps-phone-notifications__row">
        <Switch checked={on} loading={busy} disabled={Boolean(hint)} onChange={(next) => void change(next)} aria-describedby={hintId} />
        <span>{intl.formatMessage({ id: 'account.push.label' })}</span>
      </label>
      <p id={hintId} className="ps-phone-notifications__hint">
        {intl.formatMessage({ id: hint ?? 'account.push.help' })}
      </p>
      {failed && <Alert type="error" showIcon title={failed} />}
    </div>
  );
}
