import { CheckCircleOutlined } from '@ant-design/icons';
import type { MatchView, TeamType } from '@pitchside/shared';
import { App, Button } from 'antd';
import { useState } from 'react';
import { confirmScoreFailure, useConfirmScore } from '../api/confirm-score';
import { dateTime } from '../format';
import { DisputeResultDialog } from './dispute-dialogs';
import { useIntl } from 'react-intl';
import { translatedMessage } from '../../../i18n/server-message';

/**
 * Coaches confirm the final score, once per team, or dispute it instead within the tournament's window;
 * everyone who reads the match sees who confirmed.
 */
export function ConfirmScoreSection({ match }: { match: MatchView }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const confirm = useConfirmScore(match.tournamentId, match.matchId);
  const sides = match.effectiveStatus === 'completed' || match.status === 'completed' ? match.can.confirm : [];
  const teamName = (side: TeamType) => (side === 'home' ? match.homeTeam : match.awayTeam);
  const completed = match.effectiveStatus === 'completed' || match.status === 'completed';
  const disputable = completed ? (match.can.dispute ?? []) : [];
  const [disputing, setDisputing] = useState<TeamType>();
  const result = `${match.homeTeam} ${match.homeScore}–${match.awayScore} ${match.awayTeam}`;

  const onConfirm = async (side: TeamType) => {
    try {
      await confirm.mutateAsync(side);
      void message.success(intl.formatMessage({ id: 'confirmations.done' }, { team: teamName(side) }));
    } catch (error) {
      void message.error(translatedMessage(confirmScoreFailure(error)));
    }
  };

  if (sides.length === 0 && disputable.length === 0 && match.scoreConfirmations.length === 0) return null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="confirmations-title">
      <h2 className="ps-card__title" id="confirmations-title">
        {intl.formatMessage({ id: 'confirmations.title' })}
      </h2>
      {match.scoreConfirmations.length === 0 ? (
        <p className="ps-muted">{intl.formatMessage({ id: 'confirmations.none' })}</p>
      ) : (
        <ul className="pm-confirmations" aria-label={intl.formatMessage({ id: 'confirmations.list' })}>
          {match.scoreConfirmations.map((confirmation) => (
            <li key={`${confirmation.teamType}-${confirmation.coachId}`} className="pm-confirmations__item">
              <CheckCircleOutlined className="pm-confirmations__icon" aria-hidden />
              <span>
                {intl.formatMessage({ id: 'confirmations.by' }, { coach: confirmation.coachName, team: confirmation.teamName, b: (chunks) => <strong>{chunks}</strong> })}
                <span className="ps-muted"> · {dateTime(confirmation.confirmedAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(sides.length > 0 || disputable.length > 0) && (
        <div className="pm-confirmations__actions">
          {sides.map((side) => (
            <Button key={side} type="primary" size="large" loading={confirm.isPending && confirm.variables === side} onClick={() => void onConfirm(side)}>
              {sides.length === 1 ? intl.formatMessage({ id: 'confirmations.confirm' }) : intl.formatMessage({ id: 'confirmations.confirmFor' }, { team: teamName(side) })}
            </Button>
          ))}
          {disputable.map((side) => (
            <Button key={`dispute-${side}`} size="large" className="pm-dispute-button" onClick={() => setDisputing(side)}>
              {disputable.length === 1 ? intl.formatMessage({ id: 'confirmations.dispute' }) : intl.formatMessage({ id: 'confirmations.disputeFor' }, { team: teamName(side) })}
            </Button>
          ))}
          {sides.length > 0 && (
            <p className="ps-muted pm-confirmations__hint">{intl.formatMessage({ id: 'confirmations.hint' }, { result, teams: intl.formatList(sides.map(teamName), { type: 'conjunction' }) })}</p>
          )}
          {disputable.length > 0 && match.disputeWindowEndsAt && (
            <p className="ps-muted pm-confirmations__hint">{intl.formatMessage({ id: 'confirmations.disputeUntil' }, { when: dateTime(match.disputeWindowEndsAt) })}</p>
          )}
        </div>
      )}
      {disputing && (
        <DisputeResultDialog
          open
          onClose={() => setDisputing(undefined)}
          tournamentId={match.tournamentId}
          matchId={match.matchId}
          side={disputing}
          teamName={teamName(disputing)}
          result={result}
          windowEndsAt={match.disputeWindowEndsAt}
        />
      )}
    </section>
  );
}
