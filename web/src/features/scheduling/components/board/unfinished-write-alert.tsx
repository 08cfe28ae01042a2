import type { ScheduleView } from '@pitchside/shared';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/** A generate or restore still writing the board, or one that stopped half-way (it is picked up again). */
export function UnfinishedWriteAlert({ write }: { write: NonNullable<ScheduleView['unfinishedWrite']> }) {
  const intl = useIntl();
  return (
    <Alert
      type={write.interrupted ? 'warning' : 'info'}
      showIcon
      title={
        write.interrupted
          ? intl.formatMessage({ id: write.kind === 'generate' ? 'scheduling.unfinished.generateStopped' : 'scheduling.unfinished.restoreStopped' })
          : intl.formatMessage({ id: write.kind === 'generate' ? 'scheduling.unfinished.generating' : 'scheduling.unfinished.restoring' })
      }
      description={write.interrupted ? intl.formatMessage({ id: 'scheduling.unfinished.stoppedHint' }) : intl.formatMessage({ id: 'scheduling.unfinished.runningHint' })}
    />
  );
}
