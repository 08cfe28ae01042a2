import type { Age } from '../constants/ages';
import { formText } from '../i18n/form-text';
import type { TeamGender } from '../constants/genders';

/** The teams API's answer shapes (/admin/teams). Names are data: render them as text, never as markup. */

export interface TeamSummary {
  teamId: string;
  name: string;
  club: string | null;
  age: Age;
  gender: TeamGender;
  coachUid: string | null;
  /** The roster size, kept equal to the number of players by every player write. */
  totalPlayers: number;
  /** The id the team had in an imported sheet. */
  externalId: string | null;
  createdAt: string;
}

export type PlayerExtraValue = string | number | boolean | null;

export interface PlayerSummary {
  playerId: string;
  teamId: string;
  name: string;
  registrationId: string | null;
  jerseyNumber: number | null;
  position: string | null;
  dateOfBirth: string | null;
  /** Columns an import brought that the product has no field for. */
  extra: Record<string, PlayerExtraValue>;
}

/** A row a bulk add skipped, with its place in the request and why (spec §5's import rules). */
export interface SkippedRow {
  /** 0-based position in the request's list. */
  index: number;
  /** The sheet's row number, when the request gave one. */
  row?: number;
  reason: string;
}

export interface ImportTeamsResult {
  message: string;
  added: TeamSummary[];
  skipped: SkippedRow[];
}
export interface ImportPlayersResult {
  message: string;
  added: PlayerSummary[];
  skipped: SkippedRow[];
  totalPlayers: number;
}

/** Why a row was skipped, word for word in reports. */
export const SKIP_REASONS = {
  teamIdExists: formText('form.skip.teamIdExists'),
  registrationIdExists: formText('form.skip.playerIdExists'),
  noTeamId: formText('form.skip.noTeamId'),
  otherTeam: formText('form.skip.otherTeam'),
} as const;
