import * as z from 'zod';
import type { Age } from '../constants/ages';
import type { Gender } from '../constants/genders';
import type { TournamentDays, TournamentType } from '../constants/tournament-options';
import { idSchema } from '../entities/common';
import type { TournamentPaymentStatus } from '../entities/tournament';
import type { StoredMatchStatus } from '../match/match-status';
import type { MatchFixtureFields } from '../matches/match-fields';
import type { StandingsNumbers } from '../standings/standings-numbers';
import type { TieBreaker } from '../standings/tie-breakers';
import type { PublicKnockout } from '../public/public-api';

/**
 * The tournaments API's answer shapes (routes in platform/routes.ts). Ids are named after their keys
 * (`tournamentId`, `divisionId`, `teamKey`); optional values the domain calls null are null here.
 */

/** One line of /admin/tournaments. `ageGroups` and `genders` are what the create form chose. */
export interface TournamentSummary {
  /** The venue's IANA zone; null for a tournament made before zones (its times are floating). */
  timeZone?: string | null;
  tournamentId: string;
  orgId: string;
  organizerUid: string;
  name: string;
  type: TournamentType;
  days: TournamentDays;
  startDate: string;
  endDate: string;
  venue: string;
  ageGroups: Age[];
  genders: Gender[];
  draft: boolean;
  hasSchedule: boolean;
  teamCount: number;
  payment: { status: TournamentPaymentStatus };
  createdAt: string;
  /** The settings' version: an edit sends it back, and is refused (409) when someone else saved since. */
  version: number;
}

/** What the caller may do with this tournament (object level), so the page shows only working buttons. */
export interface TournamentPermissions {
  /** Edit, publish, structure, teams: the organization's admins and linked tournament admins. */
  manage: boolean;
  /** Delete the tournament: admins only. */
  delete: boolean;
  /** Link and unlink tournament admins: admins only. */
  manageAdmins: boolean;
}

export interface AgeGroupSummary {
  name: Age;
  hideResults: boolean;
}
export interface DivisionSummary {
  divisionId: string;
  name: string;
  age: Age;
  gender: Gender;
}
export interface BracketSummary {
  bracketId: string;
  name: string;
  divisionId: string | null;
}

export interface TournamentTeamSummary extends StandingsNumbers {
  /** `teamKey(team, club)`: the dedup key of spec §5. */
  teamKey: string;
  team: string;
  club: string | null;
  division: string;
  divisionId: string | null;
  bracket: string;
  /** The bracket item the team is in (null for a team written before brackets had ids). */
  bracketId?: string | null;
  age: Age;
  gender: Gender;
  teamId: string | null;
  /** 0 until the standings rank the division. */
  position: number;
}

/** GET /api/tournaments/{tournamentId}: the tournament, its structure, and how many of each it has. */
export interface TournamentDetail extends TournamentSummary {
  firstHalfDuration: number;
  breakDuration: number;
  secondHalfDuration: number;
  tieBreakers: TieBreaker[];
  gdCap: number | null;
  /** Minutes after completion during which a coach may dispute a result (absent on older answers: the default). */
  disputeWindowMinutes?: number;
  permissions: TournamentPermissions;
  structure: {
    ageGroups: AgeGroupSummary[];
    divisions: DivisionSummary[];
    brackets: BracketSummary[];
    teams: TournamentTeamSummary[];
  };
  counts: { ageGroups: number; divisions: number; brackets: number; teams: number; matches: number };
}

/** A match as the tournament's manage page lists it (the live detail belongs to the matches service). */
export interface MatchSummary extends Omit<MatchFixtureFields, 'homeTeamKey' | 'awayTeamKey'> {
  matchId: string;
  tournamentId: string;
  status: StoredMatchStatus;
  homeScore: number;
  awayScore: number;
  refereeId: string | null;
  refereeName: string | null;
  source: 'import' | 'manual';
  /** Knockout matches only: the bracket place (as the public sees it), for the organizer's bracket. */
  knockout?: PublicKnockout;
  /** Running late: minutes after `time` it is expected to kick off (absent: on time); show it with `formatKickOff`. */
  delayMinutes?: number;
}

/** A tournament admin linked to the tournament (spec's userTournaments). */
export interface TournamentAdminSummary {
  uid: string;
  email: string;
  displayName: string;
  linkedAt: string | null;
}

export interface DeleteTournamentResult {
  message: string;
  deleted: { ageGroups: number; divisions: number; brackets: number; teams: number; matches: number; links: number; imports: number; scheduleVersions: number; registrations: number };
}

/** POST /api/tournaments/{tournamentId}/admins: a member of the organization with the tournamentadmin role. */
export const linkTournamentAdminInputSchema = z.strictObject({ uid: idSchema });
export type LinkTournamentAdminInput = z.infer<typeof linkTournamentAdminInputSchema>;

/** GET /api/tournaments/{tournamentId}/matches?division=Boys U12 */
export const listTournamentMatchesQuerySchema = z.strictObject({ division: z.string().trim().min(1).max(100).optional() });
export type ListTournamentMatchesQuery = z.infer<typeof listTournamentMatchesQuerySchema>;

/** The success words of the tournament routes that the spec does not name. */
export const TOURNAMENT_MESSAGES = {
  created: 'Tournament created successfully',
  updated: 'Tournament updated successfully',
  deleted: 'Tournament deleted successfully',
  published: 'Tournament published',
  unpublished: 'Tournament unpublished',
  adminLinked: 'Tournament admin added',
  adminUnlinked: 'Tournament admin removed',
  removed: 'Removed successfully',
  teamUpdated: 'Team updated successfully',
} as const;
