import type { PublicTournament } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { formatDayRange } from '../../../lib/format';
import { phaseLabel } from '../labels';
import { useLiveStatus } from '../live/use-live-topics';
import { LiveIndicator } from './live-indicator';
import { useIntl } from 'react-intl';

/**
 * The band above every page of a tournament: its name (the page's h1 on the overview, a link back to it
 * elsewhere), dates, venue, phase, the live-updates status and the tournament's two main pages.
 */
export function TournamentHeader({ tournament, isOverview }: { tournament: PublicTournament; isOverview: boolean }) {
  const intl = useIntl();
  const status = useLiveStatus();
  const params = { tournamentId: tournament.tournamentId };
  return (
    <header className="pub-band">
      <div className="pub-band__inner">
        {isOverview ? (
          <h1 className="pub-band__title">{tournament.name}</h1>
        ) : (
          <p className="pub-band__title">
            <Link to="/t/$tournamentId" params={params} className="pub-band__title-link">
              {tournament.name}
            </Link>
          </p>
        )}
        <p className="pub-band__meta">
          <span className={`pub-phase pub-phase--${tournament.phase}`}>{phaseLabel(intl, tournament.phase)}</span>
          <span>{formatDayRange(tournament.startDate, tournament.endDate)}</span>
          {tournament.venue && <span>{tournament.venue}</span>}
          {tournament.timeZone && <span>Times: {tournament.timeZone.split('/').pop()?.replace(/_/g, ' ')} time</span>}
        </p>
        <div className="pub-band__row">
          <nav className="pub-band__nav" aria-label={intl.formatMessage({ id: 'tournament.nav' })}>
            <Link to="/t/$tournamentId" params={params} className="pub-band__tab" activeOptions={{ exact: true, includeSearch: false }}>
              {intl.formatMessage({ id: 'tournament.matchesAndTables' })}
            </Link>
            <Link to="/t/$tournamentId/stats" params={params} className="pub-band__tab">
              {intl.formatMessage({ id: 'tournament.statistics' })}
            </Link>
            <Link to="/t/$tournamentId/print" params={params} search={{ by: 'day' }} className="pub-band__tab">
              {intl.formatMessage({ id: 'print.link' })}
            </Link>
            {tournament.phase !== 'finished' && (
              <Link to="/t/$tournamentId/register" params={params} className="pub-band__tab">
                {intl.formatMessage({ id: 'tournament.register' })}
              </Link>
            )}
          </nav>
          {tournament.phase !== 'finished' && <LiveIndicator status={status} />}
        </div>
      </div>
    </header>
  );
}
