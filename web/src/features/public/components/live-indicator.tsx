import type { LiveStatus } from '../live/live-socket';
import { POLL_INTERVAL_MS } from '../api/public-keys';

const TEXT: Record<LiveStatus, string> = {
  live: 'Live updates on',
  connecting: 'Connecting to live updates…',
  offline: `Live updates paused — refreshing every ${POLL_INTERVAL_MS / 1000} s`,
};

/** Whether scores arrive live (the socket) or by polling; a polite status, not an alert. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <p className={`pub-live-indicator pub-live-indicator--${status}`} role="status" data-live-status={status}>
      <span className="pub-live-indicator__dot" aria-hidden="true" />
      {TEXT[status]}
    </p>
  );
}
