import { sameTeam, type MatchView, type TeamType } from '@pitchside/shared';
import { usePlayers, type RosterPlayer } from './api/list-players';
import { useTournament } from './api/get-tournament';

export interface SideRoster {
  players: RosterPlayer[] | undefined;
  loading: boolean;
}

/**
 * The two teams' players for the scorer picker: the tournament team's `teamId` (tournament detail) → its
 * roster. Only organizers may read those routes today; everyone else (and a team without a teamId) gets no
 * roster and picks 'Unknown player' with a jersey number.
 */
export function useRosters(orgId: string | undefined, match: Pick<MatchView, 'tournamentId' | 'homeTeam' | 'homeClub' | 'awayTeam' | 'awayClub'>, enabled: boolean): Record<TeamType, SideRoster> {
  const tournament = useTournament(orgId, enabled ? match.tournamentId : undefined);
  const teams = tournament.data?.tournament.structure.teams ?? [];
  const teamIdOf = (name: string, club: string | null) => teams.find((row) => sameTeam({ name: row.team, club: row.club }, { name, club }))?.teamId ?? null;
  const homeTeamId = enabled ? teamIdOf(match.homeTeam, match.homeClub) : null;
  const awayTeamId = enabled ? teamIdOf(match.awayTeam, match.awayClub) : null;
  const home = usePlayers(orgId, homeTeamId);
  const away = usePlayers(orgId, awayTeamId);
  const side = (teamId: string | null, query: typeof home): SideRoster => ({
    players: teamId ? query.data?.players : undefined,
    loading: enabled && (tournament.isLoading || (Boolean(teamId) && query.isLoading)),
  });
  return { home: side(homeTeamId, home), away: side(awayTeamId, away) };
}
