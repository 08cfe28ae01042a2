import { CreditCardOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessage } from '../lib/api-client';
import { useStartCheckout } from '../api/payments/start-checkout';

/** "Pay now" for a tournament whose creation is not paid yet: opens the checkout page. */
export function PayButton({ orgId, tournamentId, size = 'small' }: { orgId: string | undefined; tournamentId: string; size?: 'small' | 'middle' }) {
  const checkout = useStartCheckout(orgId);
  const { message } = App.useApp();
  const intl = useIntl();
  return (
    <Button
      size={size}
      type="primary"
      icon={<CreditCardOutlined aria-hidden />}
      loading={checkout.isPending || checkout.isSuccess}
      onClick={(event) => {
        event.stopPropagation();
        checkout.mutate(tournamentId, { onError: (error) => void message.error(errorMessage(error)) });
      }}
    >
      {intl.formatMessage({ id: 'payments.payNow' })}
    </Button>
  );
}
