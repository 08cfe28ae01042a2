import { bracketGroups, bracketIdOf, divisionGroups, groupLabel, type ScheduleInput } from '@pitchside/shared';
import type { BracketRecord, TournamentTeamRecord } from '@pitchside/core/data';
import type { SchedulingPorts } from '../ports';
import type { ScheduleContext } from './schedule-context';

/** A team moved into the bracket that is its group. */
export interface GroupMove {
  team: TournamentTeamRecord;
  bracket: BracketRecord;
}

/** 'Group A', 'Group B', …: the brackets a draw (or the setup's own groups) is written to. */
export const groupBracketName = (index: number) => `Group ${groupLabel(index)}`;

/** The same partition of the same teams (group order and names aside)? */
function samePartition(a: readonly string[][], b: readonly string[][]): boolean {
  const canonical = (groups: readonly string[][]) =>
    groups
      .map((group) => [...group].sort().join('\u0000'))
      .sort()
      .join('\u0001');
  return canonical(a) === canonical(b);
}

/**
 * What makes the brackets say what the schedule plays: for each division whose groups the scheduler drew
 * (or the setup lists) and whose brackets say something else, every team goes to the bracket 'Group X' of
 * its group, made in that division when missing. The brackets are the one definition of the groups (the
 * tables are one per bracket, the knockout seeds from them), so the draw must land there before a single
 * match of it is played. Pure: the caller writes the moves.
 */
export function groupMoves(context: Pick<ScheduleContext, 'teams' | 'tournament'>, input: ScheduleInput, brackets: readonly BracketRecord[]): { brackets: BracketRecord[]; moves: GroupMove[] } {
  const tournamentId = context.tournament.tournamentId;
  const known = new Map(brackets.map((bracket) => [bracket.bracketId, bracket]));
  const created = new Map<string, BracketRecord>();
  const moves: GroupMove[] = [];
  for (const division of input.divisions) {
    const groups = divisionGroups(division, input.seed);
    const teams = division.teams.flatMap((team) => context.teams.get(team.id) ?? []);
    const current = bracketGroups(teams).map((group) => group.teamIds);
    if (groups.length <= 1 || samePartition(groups, current)) continue;
    groups.forEach((ids, index) => {
      const name = groupBracketName(index);
      const bracketId = bracketIdOf(name, division.id);
      const bracket = known.get(bracketId) ?? created.get(bracketId) ?? { tournamentId, bracketId, name, divisionId: division.id };
      if (!known.has(bracketId)) created.set(bracketId, bracket);
      for (const id of ids) {
        const team = context.teams.get(id);
        if (team && (team.bracketId !== bracket.bracketId || team.bracket !== bracket.name)) moves.push({ team, bracket });
      }
    });
  }
  return { brackets: [...created.values()], moves };
}

/** Writes the draw to the brackets (see `groupMoves`); each team move is one conditional update. */
export async function writeGroups(ports: SchedulingPorts, context: ScheduleContext): Promise<number> {
  const { brackets, moves } = groupMoves(context, context.input, await ports.structure.brackets(context.tournament.tournamentId));
  if (moves.length === 0) return 0;
  if (brackets.length > 0) await ports.structure.addBrackets(brackets);
  for (const { team, bracket } of moves) await ports.structure.updateTeam({ ...team, bracket: bracket.name, bracketId: bracket.bracketId });
  return moves.length;
}
