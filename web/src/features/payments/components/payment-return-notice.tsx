import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/**
 * What the organizer sees when the checkout sends them back: paid (the webhook may land a moment later,
 * so the list says so itself), or cancelled (nothing was charged; pay later or delete the tournament).
 */
export function PaymentReturnNotice({ result }: { result: 'success' | 'cancelled' | undefined }) {
  const intl = useIntl();
  if (!result) return null;
  return result === 'success' ? (
    <Alert className="ps-card__alert" type="success" showIcon role="status" title={intl.formatMessage({ id: 'payments.received' })} />
  ) : (
    <Alert className="ps-card__alert" type="warning" showIcon role="status" title={intl.formatMessage({ id: 'payments.cancelled' })} />
  );
}
