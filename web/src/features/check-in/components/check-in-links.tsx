import '../check-in.css';
import { teamKey as keyOf, type MatchView } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/** The organizer's way to the desk of the tournament on screen. */
export function DeskLink({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  return (
    <Link to="/admin/check-in/$tournamentId" params={{ tournamentId }} className="ant-btn ant-btn-default ant-btn-lg" data-testid="desk-link">
      {intl.formatMessage({ id: 'desk.open' })}
    </Link>
  );
}

/** A coach's way to each coached team's sheet and passes, one link per team and tournament. */
export function TeamSheetLinks({ matches }: { matches: readonly MatchView[] }) {
  const intl = useIntl();
  const teams = [
    ...new Map(
      matches.flatMap((match) =>
        (match.coachedTeamKeys ?? []).map(
          (teamKey) =>
            [`${match.tournamentId}/${teamKey}`, { tournamentId: match.tournamentId, teamKey, team: keyOf(match.homeTeam, match.homeClub) === teamKey ? match.homeTeam : match.awayTeam }] as const,
        ),
      ),
    ).values(),
  ];
  if (teams.length === 0) return null;
  return (
    <ul className="ci-sheet-links">
      {teams.map((team) => (
        <li key={`${team.tournamentId}/${team.teamKey}`}>
          <Link to="/admin/check-in/$tournamentId/$teamKey" params={{ tournamentId: team.tournamentId, teamKey: team.teamKey }}>
            {intl.formatMessage({ id: 'sheet.open' }, { team: team.team })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
