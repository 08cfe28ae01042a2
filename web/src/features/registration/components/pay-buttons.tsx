import { formatMoney, type ApplicationAnswer, type EntryPaymentPart } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-error';
import { useEntryCheckout } from '../api/entry-checkout';

type Team = ApplicationAnswer['teams'][number];

/** Pay a held place: the deposit when the division asks one, or everything (issue 32). */
export function PayButtons({ tournamentId, applicationKey, team }: { tournamentId: string; applicationKey: string; team: Team }) {
  const intl = useIntl();
  const checkout = useEntryCheckout();
  const payment = team.payment;
  if (!payment || payment.total === 0 || (team.status !== 'accepted' && team.status !== 'applied')) return null;
  const money = (amount: number) => formatMoney(amount, payment.currency, intl.locale);
  const pay = (part: EntryPaymentPart, amount: number) => checkout.mutate({ tournamentId, applicationKey, team: team.team, part, amount, currency: payment.currency });
  return (
    <div className="reg-actions">
      {payment.balance > 0 && (
        <button type="button" className="pub-button" disabled={checkout.isPending} onClick={() => pay('deposit', payment.dueNow)}>
          {intl.formatMessage({ id: 'register.pay.deposit' }, { amount: money(payment.dueNow) })}
        </button>
      )}
      <button type="button" className="pub-button" disabled={checkout.isPending} onClick={() => pay('full', payment.total)}>
        {intl.formatMessage({ id: 'register.pay.full' }, { amount: money(payment.total) })}
      </button>
      {checkout.error && (
        <p className="pub-error" role="alert">
          {errorMessage(checkout.error)}
        </p>
      )}
    </div>
  );
}
