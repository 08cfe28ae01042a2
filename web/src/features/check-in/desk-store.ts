import { checkInBoardSchema, checkInMarkSchema, type CheckInBoard, type CheckInMark } from '@pitchside/shared';
import * as z from 'zod';
import type { KeyValueStorage } from '../matches/console/console-storage';

/**
 * What the desk keeps on the phone for a morning without signal: the last board the server sent (squads,
 * birth dates, age checks and the key that verifies passes) and the marks not yet answered, in tap order.
 * The same promise as the referee console: a mark is dropped only once the server has answered it.
 */
const storedSchema = z.object({ board: checkInBoardSchema.nullable(), queue: z.array(checkInMarkSchema) });
export type StoredDesk = z.infer<typeof storedSchema>;

const key = (tournamentId: string) => `pitchside.check-in.v1:${tournamentId}`;

export function readDesk(storage: KeyValueStorage | null, tournamentId: string): StoredDesk {
  try {
    const raw = storage?.getItem(key(tournamentId));
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : { board: null, queue: [] };
  } catch {
    return { board: null, queue: [] };
  }
}

export function writeDesk(storage: KeyValueStorage | null, tournamentId: string, desk: StoredDesk): void {
  try {
    storage?.setItem(key(tournamentId), JSON.stringify(desk));
  } catch {
    // A full phone keeps the marks in memory for this page; the pill says they wait.
  }
}

/** The board as the desk sees it: the server's, with the marks still waiting laid over it in tap order. */
export function withMarks(board: CheckInBoard, queue: readonly CheckInMark[]): CheckInBoard {
  if (queue.length === 0) return board;
  return {
    ...board,
    teams: board.teams.map((team) => {
      const mine = queue.filter((mark) => mark.teamKey === team.teamKey);
      if (mine.length === 0) return team;
      const last = (playerId: string | null) => mine.filter((mark) => mark.playerId === playerId).at(-1);
      return {
        ...team,
        present: last(null)?.present ?? team.present,
        players: team.players.map((player) => ({ ...player, present: last(player.playerId)?.present ?? player.present })),
      };
    }),
  };
}

/** Drops the marks the server answered (applied, stale or unknown: each is settled), keeping any made meanwhile. */
export function settle(queue: readonly CheckInMark[], answered: ReadonlySet<string>): CheckInMark[] {
  return queue.filter((mark) => !answered.has(mark.markId));
}

export interface DeskCounts {
  teams: number;
  teamsIn: number;
  players: number;
  playersIn: number;
  problems: number;
}

/** The organizer's live view: teams checked in, and players with an age problem. */
export function deskCounts(board: CheckInBoard): DeskCounts {
  const players = board.teams.flatMap((team) => team.players);
  return {
    teams: board.teams.length,
    teamsIn: board.teams.filter((team) => team.present).length,
    players: players.length,
    playersIn: players.filter((player) => player.present).length,
    problems: players.filter((player) => player.ageProblem !== null).length,
  };
}
