import { ArrowLeftOutlined } from '@ant-design/icons';
import { effectiveStatus, matchClock, type MatchView } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { stateOfView } from '../console/local-match';
import { useNow } from '../console/use-match-console';
import { AuditSection } from './audit-section';
import { ConfirmScoreSection } from './confirm-score-section';
import { DisputeSection } from './dispute-section';
import { IncidentsSection } from './incidents-section';
import { MatchTimeline } from './match-timeline';
import { RefereeReportSection } from './referee-report-section';
import { Scoreboard } from './scoreboard';
import { useIntl } from 'react-intl';
import { withSlotNames } from '../../../i18n/slot-name';

/** A match for those who do not run it: score, clock, goals and cards, confirmations, incidents, audit. */
export function MatchReport({ match }: { match: MatchView }) {
  const intl = useIntl();
  const now = useNow();
  const state = stateOfView(match);
  const clock = matchClock(state, now, match.durations);
  const status = effectiveStatus(state, match.durations, now);
  // A knockout side not known yet is its placeholder ('Winner Group A'), said in the reader's language.
  const shown = withSlotNames(intl, match);
  useDocumentTitle(`${shown.homeTeam} ${match.homeScore}–${match.awayScore} ${shown.awayTeam}`);

  return (
    <div className="pm-match-report">
      <Link to="/admin/matches" className="pm-console__back">
        <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'nav.matches' })}
      </Link>
      <div className="ps-card pm-match-section">
        <p className="pm-match-report__tournament">{match.tournamentName}</p>
        <Scoreboard match={shown} homeScore={match.homeScore} awayScore={match.awayScore} clock={clock} status={status} />
        <p className="pm-match-report__referee ps-muted">
          {match.refereeName ? intl.formatMessage({ id: 'matchReport.referee' }, { name: match.refereeName }) : intl.formatMessage({ id: 'matchReport.noReferee' })}
        </p>
      </div>
      <ConfirmScoreSection match={match} />
      <DisputeSection match={match} />
      <section className="ps-card pm-match-section" aria-labelledby="events-title">
        <h2 className="ps-card__title" id="events-title">
          {intl.formatMessage({ id: 'console.goalsAndCards' })}
        </h2>
        <MatchTimeline match={match} goals={match.goals} cards={match.cards} />
      </section>
      <RefereeReportSection match={match} />
      <IncidentsSection match={match} />
      {match.can.audit && <AuditSection match={match} />}
    </div>
  );
}
