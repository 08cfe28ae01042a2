import { entryAmountDue, formatMoney, type ApplicationStatus, type EntryPaymentPart } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-error';
import { useApplicationStatus } from '../api/application-status';
import { useEntryCheckout } from '../api/entry-checkout';

type Team = ApplicationStatus['teams'][number];

/** Hours and minutes left until `deadline`, as the club reads them (never negative). */
function timeLeft(deadline: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(deadline) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Pay what is due for a team that holds a place: the deposit or everything first, the balance after a deposit. */
function ClubPay({ tournamentId, applicationKey, team }: { tournamentId: string; applicationKey: string; team: Team }) {
  const intl = useIntl();
  const checkout = useEntryCheckout();
  if (team.status !== 'accepted' && team.status !== 'applied') return null;
  const deposit = entryAmountDue(team.payment, 'deposit');
  const full = entryAmountDue(team.payment, 'full');
  if (full === null) return null;
  const money = (amount: number) => formatMoney(amount, team.payment.currency, intl.locale);
  const pay = (part: EntryPaymentPart, amount: number) => checkout.mutate({ tournamentId, applicationKey, team: team.team, part, amount, currency: team.payment.currency });
  return (
    <div className="reg-actions">
      {deposit !== null && (
        <button type="button" className="pub-button" disabled={checkout.isPending} onClick={() => pay('deposit', deposit)}>
          {intl.formatMessage({ id: 'register.pay.deposit' }, { amount: money(deposit) })}
        </button>
      )}
      <button type="button" className="pub-button" disabled={checkout.isPending} onClick={() => pay('full', full)}>
        {intl.formatMessage({ id: team.payment.paid > 0 ? 'register.club.payBalance' : 'register.pay.full' }, { amount: money(full) })}
      </button>
      {checkout.error && (
        <p className="pub-error" role="alert">
          {errorMessage(checkout.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The club's own page (issue 32), opened from the link in its e-mail: each team's status, place in line,
 * payment and time left to pay, with the buttons to pay. The key stays in the page's fragment.
 */
export function ClubPage({ tournamentId, applicationKey }: { tournamentId: string; applicationKey: string }) {
  const intl = useIntl();
  const status = useApplicationStatus(tournamentId, applicationKey);
  const data = status.data;
  if (!data)
    return status.error ? (
      <p className="pub-error" role="alert">
        {errorMessage(status.error)}
      </p>
    ) : (
      <p className="pub-muted pub-empty" role="status">
        {intl.formatMessage({ id: 'register.loading' })}
      </p>
    );
  const now = Date.now();
  return (
    <section className="reg-result" aria-labelledby="reg-club-title">
      <h2 id="reg-club-title" className="pub-section__title">
        {intl.formatMessage({ id: 'register.club.title' }, { club: data.club })}
      </h2>
      <ul className="reg-divisions">
        {data.teams.map((team) => (
          <li key={`${team.divisionId}|${team.team}`} className={`reg-division reg-outcome reg-outcome--${team.status}`}>
            <div className="reg-division__head">
              <h3 className="reg-division__name">{team.team}</h3>
              <span className={`reg-phase reg-status--${team.status}`}>{intl.formatMessage({ id: `register.club.status.${team.status}` }, { position: team.position ?? 0 })}</span>
            </div>
            <p className="pub-muted">{team.division}</p>
            {team.released && <p className="pub-note">{intl.formatMessage({ id: 'register.club.releasedUnpaid' })}</p>}
            {team.payment.total > 0 && (
              <p>
                {intl.formatMessage(
                  { id: `register.club.payment.${team.payment.status}` },
                  { total: formatMoney(team.payment.total, team.payment.currency, intl.locale), paid: formatMoney(team.payment.paid, team.payment.currency, intl.locale) },
                )}
              </p>
            )}
            {team.payBy && (team.status === 'accepted' || team.status === 'applied') && <p className="pub-note">{intl.formatMessage({ id: 'register.club.timeLeft' }, timeLeft(team.payBy, now))}</p>}
            <ClubPay tournamentId={tournamentId} applicationKey={applicationKey} team={team} />
          </li>
        ))}
      </ul>
    </section>
  );
}
