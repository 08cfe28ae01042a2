import { Tag } from 'antd';
import { useIntl } from 'react-intl';

/** Unpaid / Paid, next to Draft / Published. A waived payment (exempt organizations) shows nothing. */
export function PaymentStateTag({ status }: { status: 'waived' | 'pending' | 'paid' }) {
  const intl = useIntl();
  if (status === 'pending') return <Tag color="orange">{intl.formatMessage({ id: 'payments.unpaid' })}</Tag>;
  if (status === 'paid') return <Tag color="green">{intl.formatMessage({ id: 'payments.paid' })}</Tag>;
  return null;
}
