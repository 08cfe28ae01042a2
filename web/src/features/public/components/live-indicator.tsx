import type { LiveStatus } from '../live/live-socket';
import { POLL_INTERVAL_MS } from '../api/public-keys';
import { useIntl } from 'react-intl';

/** Whether scores arrive live (the socket) or by polling; a polite status, not an alert. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const intl = useIntl();
  return (
    <p className={`pub-live-indicator pub-live-indicator--${status}`} role="status" data-live-status={status}>
      <span className="pub-live-indicator__dot" aria-hidden="true" />
      {intl.formatMessage({ id: `live.${status}` }, { seconds: POLL_INTERVAL_MS / 1000 })}
    </p>
  );
}
