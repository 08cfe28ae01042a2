import { formatMoney, type ApplicationAnswer, type PublicRegistration } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatVenueTime } from '../register-format';
import { PayButtons } from './pay-buttons';

/** What became of each team: a place, a place in the waiting line, or a place held until the organizer reviews it. */
export function ApplicationResult({
  registration,
  answer,
  email,
  applicationKey,
  onAgain,
}: {
  registration: PublicRegistration;
  answer: ApplicationAnswer;
  email: string;
  applicationKey: string;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const nameOf = (divisionId: string) => registration.divisions.find((division) => division.divisionId === divisionId)?.name ?? '';
  return (
    <section className="reg-result" aria-labelledby="reg-result-title">
      {/* The answer replaces the form: the focus moves to its heading, so a screen reader reads it next. */}
      <h2 id="reg-result-title" className="pub-section__title" ref={(node) => node?.focus()} tabIndex={-1}>
        {intl.formatMessage({ id: 'register.result.title' })}
      </h2>
      <p>{intl.formatMessage({ id: 'register.result.mail' }, { email })}</p>
      <ul className="reg-divisions">
        {answer.teams.map((team) => (
          <li key={`${team.divisionId}|${team.team}`} className={`reg-division reg-outcome reg-outcome--${team.status}`}>
            <div className="reg-division__head">
              <h3 className="reg-division__name">{team.team}</h3>
              <span className={`reg-phase reg-status--${team.status}`}>
                {team.status === 'waitlisted'
                  ? intl.formatMessage({ id: 'register.result.waitlisted' }, { position: team.position ?? 0 })
                  : intl.formatMessage({ id: team.status === 'accepted' ? 'register.result.accepted' : team.status === 'applied' ? 'register.result.applied' : 'register.result.other' })}
              </span>
            </div>
            <p className="pub-muted">{nameOf(team.divisionId)}</p>
            <p>
              {team.status === 'waitlisted'
                ? intl.formatMessage({ id: 'register.result.waitlistedText' })
                : team.status === 'applied'
                  ? intl.formatMessage({ id: 'register.result.appliedText' })
                  : intl.formatMessage({ id: 'register.result.acceptedText' })}
            </p>
            {team.payment && team.status !== 'waitlisted' && (
              <p>
                {team.payment.balance > 0 && team.payment.balanceDueOn
                  ? intl.formatMessage(
                      { id: 'register.result.feeWithDeposit' },
                      {
                        total: formatMoney(team.payment.total, team.payment.currency, intl.locale),
                        now: formatMoney(team.payment.dueNow, team.payment.currency, intl.locale),
                        balance: formatMoney(team.payment.balance, team.payment.currency, intl.locale),
                        date: formatVenueTime(team.payment.balanceDueOn, locale),
                      },
                    )
                  : intl.formatMessage({ id: 'register.result.fee' }, { total: formatMoney(team.payment.total, team.payment.currency, intl.locale) })}
              </p>
            )}
            <PayButtons tournamentId={registration.tournamentId} applicationKey={applicationKey} team={team} />
          </li>
        ))}
      </ul>
      <div className="reg-actions">
        <button type="button" className="pub-button" onClick={onAgain}>
          {intl.formatMessage({ id: 'register.result.again' })}
        </button>
        <Link to="/t/$tournamentId" params={{ tournamentId: registration.tournamentId }}>
          {intl.formatMessage({ id: 'register.result.back' })}
        </Link>
      </div>
    </section>
  );
}
