import type { Age, BracketSummary, DivisionSummary, MatchFixtureFields, PlayerSummary, StoredKnockoutFields, TeamSummary, TournamentTeamSummary, WorkbookSkippedRow } from '@pitchside/shared';
import type { ImportProblem } from './problems';

/**
 * What an import will write, derived from the validated rows (pure): the spec's rules applied —
 * divisions, age groups and brackets from the rows, tournament teams deduplicated by name (equality with
 * the club removed), organization teams skipped when their id repeats, players without a team id
 * skipped. Conflicts between rows are problems: the file is refused before anything is written. Each planned
 * item is what the API shows of it (shared), plus where in the workbook it came from.
 */

/** Where in the workbook a planned item came from, for its problems and skipped rows. */
interface SheetPlace {
  sheet: string;
  row: number;
}
export interface PlannedDivision extends DivisionSummary, SheetPlace {}
export type PlannedBracket = BracketSummary;
/** A tournament team of the sheet: an import always files it under a division and bracket it plans too. */
export interface PlannedTournamentTeam extends Pick<TournamentTeamSummary, 'teamKey' | 'team' | 'club' | 'division' | 'bracket' | 'age' | 'gender' | 'teamId'>, SheetPlace {
  divisionId: string;
  bracketId: string;
}
export interface PlannedTeam extends Pick<TeamSummary, 'teamId' | 'name' | 'club' | 'age' | 'gender'>, SheetPlace {
  externalId: string;
  coachEmail: string | null;
}
export interface PlannedPlayer extends Omit<PlayerSummary, 'extra'>, SheetPlace {
  externalTeamId: string;
  extra: Record<string, string | number | boolean>;
}
/** A match row of the sheet: its fixture (a knockout side's team key is null until known) and its result. */
export interface PlannedMatch extends MatchFixtureFields, StoredKnockoutFields, SheetPlace {
  matchId: string;
  divisionId: string;
  status: '' | 'completed';
  homeScore: number;
  awayScore: number;
  /** A knockout match's structure (absent: a group-stage match); see knockout-rows.ts. */
  stage?: 'knockout';
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
