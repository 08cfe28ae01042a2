import { bracketIdOf, DEFAULT_BRACKET, DEFAULT_BRACKET_ID, divisionIdOf, importedTeamId, importLine, importSaid, slugOf, type Age, type Gender } from '@pitchside/shared';
import { knockoutOfRow } from './knockout-rows';
import { planClubTeams, planPlayers } from './plan-org-teams';
import type { ImportPlan, PlanContext, PlannedBracket, PlannedDivision, PlannedTournamentTeam } from './plan-types';
import type { ParsedWorkbook } from './reader';
import type { MatchRow, TeamRow } from './rows';
import { TeamIndex, teamKeyAllocator, type Named } from './team-index';
import { problemText } from './problems';

export type * from './plan-types';

const text = (value: string | undefined) => value ?? null;

/** Divisions and brackets as the rows name them; a division's age and gender must agree on every row. */
function structurePlanner(plan: ImportPlan) {
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
          ...problemText(
            importSaid('imports.divisionDisagrees', {
              division: name,
              age: age ?? known.age,
              gender: gender ?? known.gender,
              knownAge: known.age,
              knownGender: known.gender,
              sheet: known.sheet,
              row: known.row,
            }),
          ),
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
  return { divisions, brackets, division, bracket };
}
type Structure = ReturnType<typeof structurePlanner>;

/** The teams the schedule plays (not knockout placeholders), each with the division of its first match. */
function scheduleTeamsOf(schedule: readonly MatchRow[]) {
  const scheduleTeams = new TeamIndex<Named & { division: string; sheet: string; row: number }>();
  for (const match of schedule) {
    const knockout = knockoutOfRow(match);
    for (const [team, club, placeholder] of [
      [match.homeTeam, match.homeClub, knockout?.homePlaceholder],
      [match.awayTeam, match.awayClub, knockout?.awayPlaceholder],
    ] as const) {
      if (placeholder) continue;
      if (!scheduleTeams.find(team, text(club))) scheduleTeams.add({ team, club: text(club), division: match.division, sheet: match.sheet, row: match.row });
    }
  }
  return scheduleTeams;
}

type Side = (match: MatchRow, name: string, club: string | undefined, planned: PlannedDivision) => PlannedTournamentTeam;

/** Matches: each side is a tournament team, or a knockout placeholder; a match named twice is skipped. */
function planMatches(schedule: readonly MatchRow[], context: PlanContext, { divisions, bracket }: Structure, side: Side, plan: ImportPlan): void {
  const seenMatches = new Map<string, MatchRow>();
  for (const match of schedule) {
    const planned = divisions.get(divisionIdOf(match.division));
    if (!planned) continue;
    // A knockout side not known yet is its placeholder ('Winner Group A'), never a team.
    const knockout = knockoutOfRow(match);
    const home = knockout?.homePlaceholder ? null : side({ ...match, bracket: knockout ? undefined : match.bracket }, match.homeTeam, match.homeClub, planned);
    const away = knockout?.awayPlaceholder ? null : side({ ...match, bracket: knockout ? undefined : match.bracket }, match.awayTeam, match.awayClub, planned);
    const matchId = context.matchIdOf({ division: planned.name, date: match.date, time: match.time ?? '', homeTeam: match.homeTeam, awayTeam: match.awayTeam });
    const earlier = seenMatches.get(matchId);
    if (earlier) {
      plan.skipped.push(importLine(match.sheet, match.row, 'imports.sameMatch', { sheet: earlier.sheet, row: earlier.row }));
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
}

/**
 * What an import will write (pure): divisions from the schedule first, then tournament teams from the
 * teams sheet in its order (deduplicated by name, spec §5), then the matches, organization teams and players.
 */
export function planImport(workbook: Pick<ParsedWorkbook, 'schedule' | 'teams' | 'players'>, context: PlanContext): ImportPlan {
  const plan: ImportPlan = { divisions: [], ageGroups: [], brackets: [], tournamentTeams: [], teams: [], players: [], matches: [], skipped: [], problems: [] };
  const structure = structurePlanner(plan);
  const { division, bracket } = structure;

  // Divisions named by the schedule first: they carry age and gender on every row.
  for (const match of workbook.schedule) division(match.division, match.age, match.gender, match.sheet, match.row);

  const keyFor = teamKeyAllocator(context.existingTournamentTeams ?? []);
  const teams = new TeamIndex<PlannedTournamentTeam>();
  const scheduleTeams = scheduleTeamsOf(workbook.schedule);
  const addTournamentTeam = (name: string, club: string | null, planned: PlannedDivision, bracketName: string | undefined, teamId: string | null, at: { sheet: string; row: number }) => {
    const chosen = bracket(bracketName, planned.divisionId);
    const entry: PlannedTournamentTeam = {
      teamKey: keyFor(name, club),
      team: name,
      club,
      division: planned.name,
      divisionId: planned.divisionId,
      bracket: chosen.name,
      bracketId: chosen.bracketId,
      age: planned.age,
      gender: planned.gender,
      teamId,
      sheet: at.sheet,
      row: at.row,
    };
    teams.add(entry);
    plan.tournamentTeams.push(entry);
    return entry;
  };

  const addTeamRow = (row: TeamRow) => {
    const club = text(row.club);
    const earlier = teams.find(row.team, club);
    if (earlier) {
      plan.skipped.push(importLine(row.sheet, row.row, 'imports.sameTeam', { team: earlier.team, sheet: earlier.sheet, row: earlier.row }));
      return;
    }
    const divisionName = row.division ?? scheduleTeams.find(row.team, club)?.division;
    if (!divisionName) {
      plan.problems.push({ sheet: row.sheet, row: row.row, column: 'Division', ...problemText(importSaid('imports.teamWithoutDivision', { team: row.team })) });
      return;
    }
    const planned = division(divisionName, row.age, row.gender, row.sheet, row.row);
    if (!planned) {
      plan.problems.push({ sheet: row.sheet, row: row.row, column: 'Division', ...problemText(importSaid('imports.divisionWithoutAge', { division: divisionName })) });
      return;
    }
    addTournamentTeam(row.team, club, planned, row.bracket, row.clubTeams[0] ? importedTeamId(context.orgId, row.clubTeams[0].teamId) : null, row);
  };
  for (const row of workbook.teams) addTeamRow(row);

  // A match's side is the tournament team the teams sheet names, else one added here.
  const side: Side = (match, name, club, planned) => teams.find(name, text(club)) ?? addTournamentTeam(name, text(club), planned, match.bracket, null, match);
  planMatches(workbook.schedule, context, structure, side, plan);
  planClubTeams(workbook.teams, context.orgId, plan);
  planPlayers(workbook.players, context.orgId, plan);

  plan.divisions = [...structure.divisions.values()];
  plan.ageGroups = [...new Set(plan.divisions.map((entry) => entry.age))];
  plan.brackets = [...structure.brackets.values()];
  if (plan.tournamentTeams.some((entry) => entry.bracketId === DEFAULT_BRACKET_ID)) plan.brackets.unshift({ bracketId: DEFAULT_BRACKET_ID, name: DEFAULT_BRACKET, divisionId: null });
  return plan;
}
