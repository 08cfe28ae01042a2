import type { TeamType } from '@pitchside/shared';
import { useMatchRosters } from './api/get-match-rosters';
import type { RosterPlayer } from './console/roster-cache';

export interface SideRoster {
  players: RosterPlayer[] | undefined;
  loading: boolean;
}

/**
 * The two squads for the console's scorer and card pickers, from the match's own rosters route (which
 * answers the referee running the match, unlike the teams' player lists) and kept on the phone for when
 * the signal goes. Suspended players are left out. A side without players (or no copy yet, offline) picks 'Unknown player' with a jersey number.
 */
export function useRosters(tournamentId: string, matchId: string, enabled: boolean): Record<TeamType, SideRoster> {
  const query = useMatchRosters(tournamentId, matchId, enabled);
  // A paused read (offline, nothing cached) is not loading: the sheet offers the jersey number at once.
  const loading = enabled && query.isLoading;
  // A suspended or age-ineligible player may not play this match (docs/tournaments-and-matches.md, "Discipline"): not offered at all.
  const eligible = (players: RosterPlayer[] | undefined) => players?.filter((player) => !player.suspended && !player.ageIneligible);
  return { home: { players: eligible(query.data?.home), loading }, away: { players: eligible(query.data?.away), loading } };
}
