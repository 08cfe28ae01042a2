import { CheckCircleOutlined } from '@ant-design/icons';
import type { MatchView, TeamType } from '@pitchside/shared';
import { App, Button } from 'antd';
import { confirmScoreFailure, useConfirmScore } from '../api/confirm-score';
import { dateTime } from '../format';

/** Coaches confirm the final score, once per team; everyone who reads the match sees who confirmed. */
export function ConfirmScoreSection({ match }: { match: MatchView }) {
  const { message } = App.useApp();
  const confirm = useConfirmScore(match.tournamentId, match.matchId);
  const sides = match.effectiveStatus === 'completed' || match.status === 'completed' ? match.can.confirm : [];
  const teamName = (side: TeamType) => (side === 'home' ? match.homeTeam : match.awayTeam);

  const onConfirm = async (side: TeamType) => {
    try {
      await confirm.mutateAsync(side);
      void message.success(`Score confirmed for ${teamName(side)}`);
    } catch (error) {
      void message.error(confirmScoreFailure(error));
    }
  };

  if (sides.length === 0 && match.scoreConfirmations.length === 0) return null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="confirmations-title">
      <h2 className="ps-card__title" id="confirmations-title">
        Score confirmations
      </h2>
      {match.scoreConfirmations.length === 0 ? (
        <p className="ps-muted">No coach has confirmed the score yet.</p>
      ) : (
        <ul className="pm-confirmations" aria-label="Confirmations">
          {match.scoreConfirmations.map((confirmation) => (
            <li key={`${confirmation.teamType}-${confirmation.coachId}`} className="pm-confirmations__item">
              <CheckCircleOutlined className="pm-confirmations__icon" aria-hidden />
              <span>
                <strong>{confirmation.coachName}</strong> confirmed for {confirmation.teamName}
                <span className="ps-muted"> · {dateTime(confirmation.confirmedAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {sides.length > 0 && (
        <div className="pm-confirmations__actions">
          {sides.map((side) => (
            <Button key={side} type="primary" size="large" loading={confirm.isPending && confirm.variables === side} onClick={() => void onConfirm(side)}>
              {sides.length === 1 ? 'Confirm score' : `Confirm score for ${teamName(side)}`}
            </Button>
          ))}
          <p className="ps-muted pm-confirmations__hint">
            You confirm {match.homeTeam} {match.homeScore}–{match.awayScore} {match.awayTeam} for {sides.map(teamName).join(' and ')}.
          </p>
        </div>
      )}
    </section>
  );
}
