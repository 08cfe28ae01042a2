import { Alert } from 'antd';

/**
 * What the organizer sees when the checkout sends them back: paid (the webhook may land a moment later,
 * so the list says so itself), or cancelled (nothing was charged; pay later or delete the tournament).
 */
export function PaymentReturnNotice({ result }: { result: 'success' | 'cancelled' | undefined }) {
  if (!result) return null;
  return result === 'success' ? (
    <Alert className="ps-card__alert" type="success" showIcon role="status" title="Payment received — thank you. Your tournament is ready to set up and publish." />
  ) : (
    <Alert className="ps-card__alert" type="warning" showIcon role="status" title="Payment cancelled. Nothing was charged: the tournament stays unpaid until you pay for it, or you can delete it." />
  );
}
