import {
  bracketIdOf,
  DEFAULT_BRACKET,
  DEFAULT_BRACKET_ID,
  divisionIdOf,
  importedTeamId,
  importSentence,
  playersToImport,
  sameTeam,
  slugOf,
  teamKey,
  teamsToImport,
  type Age,
  type Gender,
  type TeamGender,
  type WorkbookSkippedRow,
} from '@pitchside/shared';
import { createHash } from 'node:crypto';
import type { ImportProblem } from './problems';
import type { ParsedWorkbook } from './reader';
import { knockoutOfRow } from './knockout-rows';
import type { MatchRow, TeamRow } from './rows';

/**
 * What an import will write, derived from the validated rows (pure): the spec's rules applied —
 * divisions, age groups and brackets from the rows, tournament teams deduplicated by name (equality with
 * the club removed), organization teams skipped when their id repeats, players without a team id
 * skipped. Conflicts between rows are problems: the file is refused before anything is written.
 */
export interface PlannedDivision {
  divisionId: string;
  name: string;
  age: Age;
  gender: Gender;
  sheet: string;
  row: number;
}
export interface PlannedBracket {
  bracketId: string;
  name: string;
  divisionId: string | null;
}
export interface PlannedTournamentTeam {
  teamKey: string;
  team: string;
  club: string | null;
  division: string;
  divisionId: string;
  bracket: string;
  bracketId: string;
  age: Age;
  gender: Gender;
  teamId: string | null;
  sheet: string;
  row: number;
}
export interface PlannedTeam {
  teamId: string;
  externalId: string;
  name: string;
  club: string | null;
  age: Age;
  gender: TeamGender;
  coachEmail: string | null;
  sheet: string;
  row: number;
}
export interface PlannedPlayer {
  teamId: string;
  externalTeamId: string;
  playerId: string;
  name: string;
  registrationId: string | null;
  jerseyNumber: number | null;
  position: string | null;
  dateOfBirth: string | null;
  extra: Record<string, string | number | boolean>;
  sheet: string;
  row: number;
}
export interface PlannedMatch {
  matchId: string;
  division: string;
  divisionId: string;
  age: Age;
  gender: Gender;
  date: string;
  time: string;
  field: string | null;
  bracket: string | null;
  homeTeam: string;
  homeClub: string | null;
  awayTeam: string;
  awayClub: string | null;
  /** Null for a knockout side whose team is not known yet. */
  homeTeamKey: string | null;
  awayTeamKey: string | null;
  status: '' | 'completed';
  homeScore: number;
  awayScore: number;
  sheet: string;
  row: number;
  /** A knockout match's structure (absent: a group-stage match); see knockout-rows.ts. */
  stage?: 'knockout';
  knockoutCode?: string | null;
  roundName?: string | null;
  knockoutOrder?: number | null;
  homeSource?: string | null;
  awaySource?: string | null;
  homeLabel?: string | null;
  awayLabel?: string | null;
}
export type SkippedRow = WorkbookSkippedRow;

export interface ImportPlan {
  divisions: PlannedDivision[];
  ageGroups: Age[];
  brackets: PlannedBracket[];
  tournamentTeams: PlannedTournamentTeam[];
  teams: PlannedTeam[];
  players: PlannedPlayer[];
  matches: PlannedMatch[];
  skipped: SkippedRow[];
  problems: ImportProblem[];
}

/** A tournament team already stored, so that a re-import finds it again under the same key. */
export interface ExistingTournamentTeam {
  teamKey: string;
  team: string;
  club: string | null;
}

export interface PlanContext {
  orgId: string;
  existingTournamentTeams?: readonly ExistingTournamentTeam[];
  /** Matches the hash of the stored matches (core's `importedMatchId`). */
  matchIdOf: (fixture: { division: string; date: string; time?: string | null; homeTeam: string; awayTeam: string }) => string;
}

interface Named {
  team: string;
  club: string | null;
}

function keysOf(name: string, club: string | null): string[] {
  const keys = new Set([teamKey(name, club), teamKey(name)]);
  if (club) keys.add(teamKey(`${club} ${name}`));
  return [...keys];
}

/** Finds a team among many without comparing against each: candidates by key, then the exact rule. */
class TeamIndex<T extends Named> {
  private readonly byKey = new Map<string, T[]>();

  add(entry: T): void {
    for (const key of keysOf(entry.team, entry.club)) {
      const list = this.byKey.get(key);
      if (list) list.push(entry);
      else this.byKey.set(key, [entry]);
    }
  }

  find(name: string, club: string | null): T | undefined {
    for (const key of keysOf(name, club)) {
      const found = this.byKey.get(key)?.find((entry) => sameTeam({ name: entry.team, club: entry.club }, { name, club }));
      if (found) return found;
    }
    return undefined;
  }
}

const text = (value: string | undefined) => value ?? null;

export function planImport(workbook: Pick<ParsedWorkbook, 'schedule' | 'teams' | 'players'>, context: PlanContext): ImportPlan {
  const plan: ImportPlan = { divisions: [], ageGroups: [], brackets: [], tournamentTeams: [], teams: [], players: [], matches: [], skipped: [], problems: [] };
  const divisions = new Map<string, PlannedDivision>();
  const brackets = new Map<string, PlannedBracket>();

  const division = (name: string, age: Age | undefined, gender: Gender | undefined, sheet: string, row: number): PlannedDivision | undefined => {
    const divisionId = divisionIdOf(name);
    const known = divisions.get(divisionId);
    if (known) {
      if ((age && age !== known.age) || (gender && gender !== known.gender)) {
        plan.problems.push({
          sheet,
          row,
          column: 'Division',
          message: `Division '${name}' is ${age ?? known.age} ${gender ?? known.gender} here but ${known.age} ${known.gender} in sheet '${known.sheet}' row ${known.row}`,
        });
      }
      return known;
    }
    if (!age || !gender) return undefined;
    const created = { divisionId, name, age, gender, sheet, row };
    divisions.set(divisionId, created);
    return created;
  };
  const bracket = (name: string | undefined, divisionId: string): PlannedBracket => {
    if (!name || slugOf(name) === slugOf(DEFAULT_BRACKET)) return { bracketId: DEFAULT_BRACKET_ID, name: DEFAULT_BRACKET, divisionId: null };
    const bracketId = bracketIdOf(name, divisionId);
    let found = brackets.get(bracketId);
    if (!found) {
      found = { bracketId, name, divisionId };
      brackets.set(bracketId, found);
    }
    return found;
  };

  // Divisions named by the schedule first: they carry age and gender on every row.
  for (const match of workbook.schedule) division(match.division, match.age, match.gender, match.sheet, match.row);

  // Tournament teams: the teams sheet first (in its order), deduplicated by name (spec §5).
  const taken = new Map<string, Named>();
  for (const existing of context.existingTournamentTeams ?? []) taken.set(existing.teamKey, { team: existing.team, club: existing.club });
  const storedByName = new TeamIndex<ExistingTournamentTeam>();
  for (const existing of context.existingTournamentTeams ?? []) storedByName.add(existing);
  const keyFor = (name: string, club: string | null): string => {
    const stored = storedByName.find(name, club);
    if (stored) return stored.teamKey;
    const base = teamKey(name, club) || slugOf(name) || 'team';
    const candidates = [base, `${base}--${slugOf(club ?? '') || 'team'}`];
    for (let n = 2; n < 1000; n++) candidates.push(`${candidates[1]}-${n}`);
    for (const key of candidates) {
      const holder = taken.get(key);
      if (!holder) {
        taken.set(key, { team: name, club });
        return key;
      }
      if (sameTeam({ name: holder.team, club: holder.club }, { name, club })) return key;
    }
    return `${base}--${createHash('sha256').update(`${name}|${club}`).digest('hex').slice(0, 12)}`;
  };

  const teams = new TeamIndex<PlannedTournamentTeam>();
  const scheduleTeams = new TeamIndex<Named & { division: string; sheet: string; row: number }>();
  for (const match of workbook.schedule) {
    const knockout = knockoutOfRow(match);
    for (const [team, club, placeholder] of [
      [match.homeTeam, match.homeClub, knockout?.homePlaceholder],
      [match.awayTeam, match.awayClub, knockout?.awayPlaceholder],
    ] as const) {
      if (placeholder) continue;
      if (!scheduleTeams.find(team, text(club))) scheduleTeams.add({ team, club: text(club), division: match.division, sheet: match.sheet, row: match.row });
    }
  }

  const addTeamRow = (row: TeamRow) => {
    const club = text(row.club);
    const earlier = teams.find(row.team, club);
    if (earlier) {
      plan.skipped.push({ sheet: row.sheet, row: row.row, reason: importSentence('sameTeam', { team: earlier.team, sheet: earlier.sheet, row: earlier.row }) });
      return;
    }
    const divisionName = row.division ?? scheduleTeams.find(row.team, club)?.division;
    if (!divisionName) {
      plan.problems.push({ sheet: row.sheet, row: row.row, column: 'Division', message: importSentence('teamWithoutDivision', { team: row.team }) });
      return;
    }
    const planned = division(divisionName, row.age, row.gender, row.sheet, row.row);
    if (!planned) {
      plan.problems.push({ sheet: row.sheet, row: row.row, column: 'Division', message: importSentence('divisionWithoutAge', { division: divisionName }) });
      return;
    }
    const chosen = bracket(row.bracket, planned.divisionId);
    const entry: PlannedTournamentTeam = {
      teamKey: keyFor(row.team, club),
      team: row.team,
      club,
      division: planned.name,
      divisionId: planned.divisionId,
      bracket: chosen.name,
      bracketId: chosen.bracketId,
      age: planned.age,
      gender: planned.gender,
      teamId: row.clubTeams[0] ? importedTeamId(context.orgId, row.clubTeams[0].teamId) : null,
      sheet: row.sheet,
      row: row.row,
    };
    teams.add(entry);
    plan.tournamentTeams.push(entry);
  };
  for (const row of workbook.teams) addTeamRow(row);

  // Matches: each side is a tournament team (from the teams sheet when it names it, else added here).
  const side = (match: MatchRow, name: string, club: string | undefined, planned: PlannedDivision): PlannedTournamentTeam => {
    const found = teams.find(name, text(club));
    if (found) return found;
    const chosen = bracket(match.bracket, planned.divisionId);
    const entry: PlannedTournamentTeam = {
      teamKey: keyFor(name, text(club)),
      team: name,
      club: text(club),
      division: planned.name,
      divisionId: planned.divisionId,
      bracket: chosen.name,
      bracketId: chosen.bracketId,
      age: planned.age,
      gender: planned.gender,
      teamId: null,
      sheet: match.sheet,
      row: match.row,
    };
    teams.add(entry);
    plan.tournamentTeams.push(entry);
    return entry;
  };
  const seenMatches = new Map<string, MatchRow>();
  for (const match of workbook.schedule) {
    const planned = divisions.get(divisionIdOf(match.division));
    if (!planned) continue;
    // A knockout side not known yet is its placeholder ('Winner Group A'), never a team.
    const knockout = knockoutOfRow(match);
    const home = knockout?.homePlaceholder ? null : side({ ...match, bracket: knockout ? undefined : match.bracket }, match.homeTeam, match.homeClub, planned);
    const away = knockout?.awayPlaceholder ? null : side({ ...match, bracket: knockout ? undefined : match.bracket }, match.awayTeam, match.awayClub, planned);
    const matchId = context.matchIdOf({ division: planned.name, date: match.date, time: match.time ?? '', homeTeam: match.homeTeam, awayTeam: match.awayTeam });
    const earlier = seenMatches.get(matchId);
    if (earlier) {
      plan.skipped.push({ sheet: match.sheet, row: match.row, reason: importSentence('sameMatch', { sheet: earlier.sheet, row: earlier.row }) });
      continue;
    }
    seenMatches.set(matchId, match);
    if (match.bracket && !knockout) bracket(match.bracket, planned.divisionId);
    const { homePlaceholder: _home, awayPlaceholder: _away, ...knockoutFields } = knockout ?? { homePlaceholder: false, awayPlaceholder: false };
    plan.matches.push({
      ...knockoutFields,
      matchId,
      division: planned.name,
      divisionId: planned.divisionId,
      age: planned.age,
      gender: planned.gender,
      date: match.date,
      time: match.time ?? '',
      field: text(match.field),
      bracket: knockout ? null : text(match.bracket),
      homeTeam: match.homeTeam,
      homeClub: text(match.homeClub),
      awayTeam: match.awayTeam,
      awayClub: text(match.awayClub),
      homeTeamKey: home?.teamKey ?? null,
      awayTeamKey: away?.teamKey ?? null,
      status: match.status,
      homeScore: match.homeScore ?? 0,
      awayScore: match.awayScore ?? 0,
      sheet: match.sheet,
      row: match.row,
    });
  }

  // Organization teams named by teamId (spec §3, §5): an id repeated in the sheet is imported once.
  const clubTeams = workbook.teams.flatMap((row) =>
    row.clubTeams.map((clubTeam) => ({ ...clubTeam, id: clubTeam.teamId, club: text(row.club), coachEmail: text(row.coachEmail), sheet: row.sheet, row: row.row })),
  );
  const firstOfId = new Map<string, { sheet: string; row: number }>();
  for (const clubTeam of clubTeams) {
    const first = firstOfId.get(clubTeam.teamId);
    if (first) plan.skipped.push({ sheet: clubTeam.sheet, row: clubTeam.row, reason: importSentence('teamIdEarlier', { team: clubTeam.teamId, sheet: first.sheet, row: first.row }) });
    else firstOfId.set(clubTeam.teamId, { sheet: clubTeam.sheet, row: clubTeam.row });
  }
  for (const clubTeam of teamsToImport(clubTeams, [])) {
    if (!clubTeam.age || !clubTeam.gender) {
      plan.problems.push({
        sheet: clubTeam.sheet,
        row: clubTeam.row,
        column: clubTeam.age ? 'teamGender' : 'teamAge',
        message: `Team id '${clubTeam.teamId}' needs ${clubTeam.age ? 'a teamGender (male or female)' : 'a teamAge (U6 to U19)'}`,
      });
      continue;
    }
    plan.teams.push({
      teamId: importedTeamId(context.orgId, clubTeam.teamId),
      externalId: clubTeam.teamId,
      name: clubTeam.name,
      club: clubTeam.club,
      age: clubTeam.age,
      gender: clubTeam.gender,
      coachEmail: clubTeam.coachEmail,
      sheet: clubTeam.sheet,
      row: clubTeam.row,
    });
  }

  planPlayers(workbook.players, context.orgId, plan);

  plan.divisions = [...divisions.values()];
  plan.ageGroups = [...new Set(plan.divisions.map((entry) => entry.age))];
  plan.brackets = [...brackets.values()];
  if (plan.tournamentTeams.some((entry) => entry.bracketId === DEFAULT_BRACKET_ID)) plan.brackets.unshift({ bracketId: DEFAULT_BRACKET_ID, name: DEFAULT_BRACKET, divisionId: null });
  return plan;
}

/** Players (spec §5): without a team id skipped; a registrationId seen earlier in the sheet skipped. */
function planPlayers(players: ParsedWorkbook['players'], orgId: string, plan: ImportPlan): void {
  const withTeam = players.flatMap((row) => (row.teamIds.length === 0 ? [{ ...row, teamId: '' }] : row.teamIds.map((teamId) => ({ ...row, teamId }))));
  const kept = new Set(playersToImport(withTeam, []));
  for (const player of withTeam) {
    if (!kept.has(player)) {
      plan.skipped.push({ sheet: player.sheet, row: player.row, reason: player.teamId ? `Registration id '${player.registrationId}' appears earlier in the sheet` : 'The player has no team id' });
      continue;
    }
    const teamId = importedTeamId(orgId, player.teamId);
    const identity = player.registrationId ? `r|${player.registrationId}` : `n|${player.name}|${player.jerseyNumber ?? ''}`;
    plan.players.push({
      teamId,
      externalTeamId: player.teamId,
      playerId: `p-${createHash('sha256').update(`${teamId}|${identity}`).digest('hex').slice(0, 20)}`,
      name: player.name ?? '',
      registrationId: player.registrationId ?? null,
      jerseyNumber: player.jerseyNumber ?? null,
      position: player.position ?? null,
      dateOfBirth: player.dateOfBirth ?? null,
      extra: player.extra,
      sheet: player.sheet,
      row: player.row,
    });
  }
}
