import { getCheckInBoardRoute, recordCheckInMarksRoute, teamPassesRoute, type CheckInMark } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

export const checkInKeys = {
  board: (tournamentId: string) => ['check-in', 'board', tournamentId] as const,
  passes: (tournamentId: string, teamKey: string) => ['check-in', 'passes', tournamentId, teamKey] as const,
};

/** The desk's board, re-read every 15 s: the organizer's view stays live while other desks mark teams in. */
export function useCheckInBoard(tournamentId: string) {
  return useQuery({
    queryKey: checkInKeys.board(tournamentId),
    queryFn: ({ signal }) => callRoute(getCheckInBoardRoute, { params: { tournamentId }, signal }),
    refetchInterval: 15_000,
    retry: false,
  });
}

export function sendMarks(tournamentId: string, marks: CheckInMark[]) {
  return callRoute(recordCheckInMarksRoute, { params: { tournamentId }, body: { marks } });
}

/** A team's sheet: its pass, each player's, and the squad's age check (the coach's and the organizer's). */
export function useTeamPasses(tournamentId: string, teamKey: string) {
  return useQuery({ queryKey: checkInKeys.passes(tournamentId, teamKey), queryFn: ({ signal }) => callRoute(teamPassesRoute, { params: { tournamentId, teamKey }, signal }) });
}
