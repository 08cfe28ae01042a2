import type { MatchView } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { useTeamSuspensions } from '../api/discipline';
import { SuspensionReason } from './suspension-reason';

/** The coach's squads' suspensions, one list per team they coach in a tournament: who sits out the next match and why. */
export function CoachSuspensions({ matches }: { matches: readonly MatchView[] }) {
  const teams = [
    ...new Map(matches.flatMap((match) => (match.coachedTeamKeys ?? []).map((teamKey) => [`${match.tournamentId}/${teamKey}`, { tournamentId: match.tournamentId, teamKey }] as const))).values(),
  ];
  return (
    <>
      {teams.map((team) => (
        <TeamSuspensions key={`${team.tournamentId}/${team.teamKey}`} {...team} />
      ))}
    </>
  );
}

function TeamSuspensions({ tournamentId, teamKey }: { tournamentId: string; teamKey: string }) {
  const intl = useIntl();
  const suspensions = useTeamSuspensions(tournamentId, teamKey).data?.suspensions ?? [];
  if (suspensions.length === 0) return null;
  return (
    <section className="ps-card pm-discipline" aria-label={intl.formatMessage({ id: 'discipline.squadTitle' }, { team: suspensions[0]?.teamName ?? '' })}>
      <h3 className="ps-card__title">{intl.formatMessage({ id: 'discipline.squadTitle' }, { team: suspensions[0]?.teamName ?? '' })}</h3>
      <ul className="pm-discipline__list">
        {suspensions.map((suspension) => (
          <li key={suspension.suspensionId} className="pm-discipline__item" data-testid="coach-suspension">
            <div className="pm-discipline__text">
              <strong>
                {suspension.playerName}: {intl.formatMessage({ id: 'discipline.suspendedNext' })}
              </strong>
              <SuspensionReason suspension={suspension} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
