import { formatMoney, type PublicRegistration } from '@pitchside/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatVenueTime } from '../register-format';

type Division = PublicRegistration['divisions'][number];

/** The zone's city as people say it: 'Europe/Stockholm' → 'Stockholm'. */
export function zoneCity(zone: string): string {
  return zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;
}

function phaseText(intl: IntlShape, locale: string, division: Division): string {
  if (division.phase === 'notYetOpen') return intl.formatMessage({ id: 'register.phase.notYetOpen' }, { opensAt: formatVenueTime(division.opensAt, locale) });
  if (division.phase === 'open') return intl.formatMessage({ id: 'register.phase.open' }, { closesAt: formatVenueTime(division.closesAt, locale) });
  return intl.formatMessage({ id: division.phase === 'paused' ? 'register.phase.paused' : 'register.phase.closed' });
}

/** Each division that takes applications: when, the price, the places left, what to bring. */
export function DivisionList({ registration }: { registration: PublicRegistration }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, intl.locale);
  if (registration.divisions.length === 0) return null;
  return (
    <section className="pub-section" aria-labelledby="reg-divisions">
      <h2 id="reg-divisions" className="pub-section__title">
        {intl.formatMessage({ id: 'register.divisions' })}
      </h2>
      <ul className="reg-divisions">
        {registration.divisions.map((division) => (
          <li key={division.divisionId} className="reg-division">
            <div className="reg-division__head">
              <h3 className="reg-division__name">{division.name}</h3>
              <span className={`reg-phase reg-phase--${division.phase}`}>{phaseText(intl, locale, division)}</span>
            </div>
            <p className="reg-division__places">
              {division.placesLeft > 0 ? intl.formatMessage({ id: 'register.placesLeft' }, { count: division.placesLeft }) : intl.formatMessage({ id: 'register.full' }, { count: division.waiting })}
            </p>
            <dl className="reg-facts">
              <dt>{intl.formatMessage({ id: 'register.fee' })}</dt>
              <dd>
                {money(division.entryFee, division.currency)}
                {division.earlyFee !== null && division.earlyUntil && (
                  <> · {intl.formatMessage({ id: 'register.earlyFee' }, { amount: money(division.earlyFee, division.currency), date: formatVenueTime(division.earlyUntil, locale) })}</>
                )}
              </dd>
              {division.deposit !== null && division.balanceDueOn && (
                <>
                  <dt>{intl.formatMessage({ id: 'register.deposit' })}</dt>
                  <dd>{intl.formatMessage({ id: 'register.depositText' }, { amount: money(division.deposit, division.currency), date: formatVenueTime(division.balanceDueOn, locale) })}</dd>
                </>
              )}
              {division.squadDeadline && (
                <>
                  <dt>{intl.formatMessage({ id: 'register.squadDeadline' })}</dt>
                  <dd>{formatVenueTime(division.squadDeadline, locale)}</dd>
                </>
              )}
              {division.documents.length > 0 && (
                <>
                  <dt>{intl.formatMessage({ id: 'register.documents' })}</dt>
                  <dd>{division.documents.join(', ')}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <p className="pub-muted reg-zone">{intl.formatMessage({ id: 'register.venueTime' }, { zone: zoneCity(registration.timeZone) })}</p>
    </section>
  );
}
