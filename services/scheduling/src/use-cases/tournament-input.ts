import { AGES, bracketGroups, divisionIdOf, setupRules, slugOf, teamKey, type DivisionFormat, type FixedMatch, type ScheduleInputDraft, type ScheduleSetup } from '@pitchside/shared';
import type { DivisionRecord, TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';
import type { ScheduleRow } from '../adapters/schedule-records';

/**
 * What the scheduling core is given about a tournament: its divisions and teams (with their groups, from
 * the brackets), its match length, and the matches it has already that the scheduler must take as they are.
 */

/** The tournament's halves and break, in minutes (the spec stores seconds); two unequal halves are averaged. */
export function tournamentMatchLength(tournament: Pick<TournamentRecord, 'firstHalfDuration' | 'secondHalfDuration' | 'breakDuration'>) {
  return {
    halfMinutes: Math.max(1, Math.round((tournament.firstHalfDuration + tournament.secondHalfDuration) / 2 / 60)),
    breakMinutes: Math.max(0, Math.round(tournament.breakDuration / 60)),
  };
}

export function teamsOfDivision(division: DivisionRecord, teams: readonly TournamentTeamRecord[]): TournamentTeamRecord[] {
  return teams.filter((team) => team.divisionId === division.divisionId || (team.divisionId === null && team.division === division.name)).sort((a, b) => a.teamKey.localeCompare(b.teamKey));
}

/**
 * How a division is played. Its groups have ONE definition, the tournament teams' brackets (the standings
 * tables are one per bracket, the knockout seeds from them): groups the setup lists, or the scheduler
 * draws, are written to the brackets when the schedule is generated (`division-groups.ts`), and read back
 * from them here. So: the setup's own `groups` when it lists them; else the brackets when they split the
 * division (every bracket with two teams or more); else the setup's draw (`groupSize`) or one group.
 */
export function formatOf(setup: ScheduleSetup, division: DivisionRecord, teams: readonly TournamentTeamRecord[]): DivisionFormat {
  const format = setup.formats[division.divisionId] ?? { type: 'round-robin' as const, legs: 1 as const };
  if (format.groups) return format;
  // Brackets that split the division are its groups, even one with a lone team: the tables are one per
  // bracket, so playing anything else would cross them. A lone team is refused by name (`parseScheduleInput`).
  const groups = bracketGroups(teams).map((group) => group.teamIds);
  if (groups.length > 1) {
    const { groupSize: _drawnBefore, ...rest } = format;
    return { ...rest, groups };
  }
  return format;
}

/** The scheduler's name for a team: its tournament team key (the importer's, so an imported row matches). */
const teamIdOf = (key: string | null, name: string, club: string | null) => key ?? teamKey(name, club);

/**
 * A match row the generator must take as it is (see `fixedMatchSchema`): imported, added by hand, played,
 * or kept. Its pitch is the setup's pitch it names, else none ('').
 */
export function fixedOf(setup: ScheduleSetup, row: ScheduleRow): FixedMatch | null {
  if (!(AGES as readonly string[]).includes(row.age)) return null;
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(row.date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(row.time);
  return {
    id: row.matchId,
    ...(row.fixtureId ? { fixtureId: row.fixtureId } : {}),
    divisionId: row.divisionId ?? divisionIdOf(row.division),
    age: row.age,
    homeTeamId: row.stage === 'knockout' && !row.homeTeamKey ? '' : teamIdOf(row.homeTeamKey, row.homeTeam, row.homeClub),
    awayTeamId: row.stage === 'knockout' && !row.awayTeamKey ? '' : teamIdOf(row.awayTeamKey, row.awayTeam, row.awayClub),
    pitchId: dated ? pitchOfRow(setup, row) : '',
    date: dated ? row.date : '',
    start: dated ? row.time : '',
  };
}

/** Rows the scheduler did not make (imported, added by hand), as fixed matches: the board's checks count them. */
export function unmadeFixed(setup: ScheduleSetup, rows: readonly ScheduleRow[]): FixedMatch[] {
  return rows.filter((row) => !row.fixtureId).flatMap((row) => fixedOf(setup, row) ?? []);
}

/** The scheduling input of a tournament: the setup's venue and rules, the structure's divisions and teams. */
export function buildDraft(
  tournament: TournamentRecord,
  setup: ScheduleSetup,
  divisions: readonly DivisionRecord[],
  teams: readonly TournamentTeamRecord[],
  coaches: ReadonlyMap<string, string>,
  coachNames: ReadonlyMap<string, string> = new Map(),
): ScheduleInputDraft {
  return {
    ...setupRules(setup),
    matchLengths: setup.matchLengths,
    defaultMatchLength: tournamentMatchLength(tournament),
    divisions: [...divisions]
      .filter((division) => (AGES as readonly string[]).includes(division.age))
      .sort((a, b) => a.divisionId.localeCompare(b.divisionId))
      .map((division) => {
        const own = teamsOfDivision(division, teams);
        return {
          id: division.divisionId,
          name: division.name,
          age: division.age,
          teams: own.map((team) => {
            const clubId = team.club ? slugOf(team.club) : '';
            const coachUid = team.teamId ? coaches.get(team.teamId) : undefined;
            const coachName = coachUid ? coachNames.get(coachUid) : undefined;
            return {
              id: team.teamKey,
              name: team.team,
              ...(clubId ? { clubId, clubName: team.club as string } : {}),
              ...(coachUid ? { coachUid } : {}),
              ...(coachName ? { coachName } : {}),
            };
          }),
          format: formatOf(setup, division, own),
        };
      }),
    locked: [],
  };
}

/** The pitch a row is on: its pitchId, or for an imported match the setup's pitch of that name. */
export function pitchOfRow(setup: ScheduleSetup, row: Pick<ScheduleRow, 'pitchId' | 'field'>): string {
  if (row.pitchId) return row.pitchId;
  const byName = row.field ? setup.pitches.find((pitch) => pitch.name.trim().toLowerCase() === row.field?.trim().toLowerCase()) : undefined;
  return byName?.id ?? '';
}
