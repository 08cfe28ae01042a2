import type { Age, Gender, MatchFixtureFields, StoredKnockoutFields, TeamGender, WorkbookSkippedRow } from '@pitchside/shared';
import type { ImportProblem } from './problems';

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
/** A match row of the sheet: its fixture (a knockout side's team key is null until known) and its result. */
export interface PlannedMatch extends MatchFixtureFields, StoredKnockoutFields {
  matchId: string;
  divisionId: string;
  status: '' | 'completed';
  homeScore: number;
  awayScore: number;
  sheet: string;
  row: number;
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
