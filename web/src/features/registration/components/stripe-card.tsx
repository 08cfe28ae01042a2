import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { useConnectStripe, useStripeAccount } from '../api/stripe-account';
import { registrationErrorText } from '../registration-labels';

/**
 * Entry fees go to the organization's own Stripe account (issue 32): until it is connected and onboarded,
 * no division can ask a fee. Coming back from Stripe, the read asks Stripe and the card turns green.
 */
export function StripeCard({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const intl = useIntl();
  const account = useStripeAccount(orgId);
  const connect = useConnectStripe(orgId);
  if (!account.data) return null;
  if (account.data.state === 'ready') return <Alert type="success" showIcon title={intl.formatMessage({ id: 'registrationAdmin.stripe.ready' })} />;
  return (
    <Alert
      type="info"
      showIcon
      title={intl.formatMessage({ id: account.data.state === 'pending' ? 'registrationAdmin.stripe.pending' : 'registrationAdmin.stripe.none' })}
      description={connect.error ? registrationErrorText(intl, connect.error) : undefined}
      action={
        <Button type="primary" loading={connect.isPending} onClick={() => connect.mutate(tournamentId)}>
          {intl.formatMessage({ id: account.data.state === 'pending' ? 'registrationAdmin.stripe.finish' : 'registrationAdmin.stripe.connect' })}
        </Button>
      }
    />
  );
}
