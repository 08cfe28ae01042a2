import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { Refusal } from './use-board-moves';

/** Why the last move was refused; it stays beside the grid until the next move or until dismissed. */
export function MoveRefusalAlert({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      className="ps-board__refusal"
      type="error"
      showIcon
      closable={{ onClose: onDismiss, 'aria-label': intl.formatMessage({ id: 'scheduling.dismiss' }) }}
      role="alert"
      title={intl.formatMessage({ id: 'scheduling.moveRefusedTo' }, { match: refusal.label, where: refusal.where })}
      description={
        <ul className="ps-reasons">
          {refusal.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
    />
  );
}
