import { CheckCircleFilled, CloudSyncOutlined, DisconnectOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { SyncSnapshot } from '../console/match-sync';
import { syncStatus, type SyncTone } from '../console/sync-status';
import { useIntl } from 'react-intl';

const ICONS: Record<SyncTone, ReactNode> = {
  saved: <CheckCircleFilled aria-hidden />,
  syncing: <CloudSyncOutlined aria-hidden />,
  waiting: <DisconnectOutlined aria-hidden />,
  stuck: <ExclamationCircleFilled aria-hidden />,
};

/** The console's save state, always in view: the referee knows whether the server has every tap. */
export function SyncPill({ snapshot, onRetry }: { snapshot: SyncSnapshot; onRetry: () => void }) {
  const intl = useIntl();
  const { tone, text } = syncStatus(intl, snapshot);
  return (
    <div className={`pm-sync pm-sync--${tone}`}>
      <p className="pm-sync__text" role="status" aria-live="polite" data-testid="sync-status">
        {ICONS[tone]}
        <span>{text}</span>
      </p>
      {(tone === 'waiting' || tone === 'stuck') && snapshot.online && (
        <Button size="small" className="pm-sync__retry" onClick={onRetry}>
          {intl.formatMessage({ id: 'sync.retry' })}
        </Button>
      )}
      {snapshot.storageFailed && <p className="pm-sync__warning">{intl.formatMessage({ id: 'sync.storageFailed' })}</p>}
    </div>
  );
}
