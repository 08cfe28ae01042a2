import { Tag } from 'antd';

/** Unpaid / Paid, next to Draft / Published. A waived payment (exempt organizations) shows nothing. */
export function PaymentStateTag({ status }: { status: 'waived' | 'pending' | 'paid' }) {
  if (status === 'pending') return <Tag color="orange">Unpaid</Tag>;
  if (status === 'paid') return <Tag color="green">Paid</Tag>;
  return null;
}
