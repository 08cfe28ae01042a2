import * as z from 'zod';
import { typedNumber } from '../validation/field-schemas';
import { requiredMessage } from '../i18n/form-text';
import { idSchema, teamTypeSchema } from '../entities/common';
import type { Card } from '../entities/card';
import type { Goal } from '../entities/goal';
import type { ScoreConfirmation } from '../entities/score-confirmation';
import type { MatchDispute } from '../disputes/dispute';
import { matchEventSchema } from '../match/match-event';
import type { MatchClock } from '../match/match-clock';
import type { StoredMatchStatus } from '../match/match-status';
import type { MatchFixtureFields } from './match-fields';
import { MAX_MATCH_EVENTS_PER_REQUEST } from '../validation/limits';

/**
 * The matches API's requests and answers. A console sends its queued events in order, up to
 * MAX_MATCH_EVENTS_PER_REQUEST at a time; each is applied once (by id) and answered on its own.
 */
export const recordMatchEventsInputSchema = z.strictObject({
  // Each event is checked on its own (matchEventSchema): one malformed event is refused alone and never
  // blocks the rest of a console's queue.
  events: z
    .array(z.unknown().describe('A match event (start, goal, card, pause, complete, …); one that is not valid is refused alone, with its reason, in the result.'))
    .min(1, 'Send at least one event')
    .max(MAX_MATCH_EVENTS_PER_REQUEST, `Send at most ${MAX_MATCH_EVENTS_PER_REQUEST} events at a time`),
});
export type RecordMatchEventsInput = z.infer<typeof recordMatchEventsInputSchema>;
export { matchEventSchema as consoleEventSchema };

export type MatchEventOutcome = { eventId: string; outcome: 'applied' | 'duplicate' } | { eventId: string; outcome: 'rejected'; code: string; message: string };

/** A batch of assignments is one DynamoDB transaction (all or nothing), so it holds at most 100. */
export const MAX_REFEREE_ASSIGNMENTS = 100;
export const assignRefereesInputSchema = z.strictObject({
  assignments: z
    .array(z.strictObject({ matchId: idSchema, refereeId: idSchema.nullable() }))
    .min(1)
    .max(MAX_REFEREE_ASSIGNMENTS, `Assign at most ${MAX_REFEREE_ASSIGNMENTS} matches at once`),
});
export type AssignRefereesInput = z.infer<typeof assignRefereesInputSchema>;

export const recordIncidentInputSchema = z.strictObject({
  teamType: teamTypeSchema,
  playerName: z
    .string({ error: requiredMessage('player') })
    .trim()
    .min(1, requiredMessage('player'))
    .max(120),
  minute: typedNumber().int().min(0).max(200).optional(),
  injury: z
    .string({ error: requiredMessage('injury') })
    .trim()
    .min(1, requiredMessage('injury'))
    .max(500),
  treatment: z
    .string({ error: requiredMessage('treatment') })
    .trim()
    .min(1, requiredMessage('treatment'))
    .max(500),
  returnedToPlay: z.boolean(),
});
export type RecordIncidentInput = z.infer<typeof recordIncidentInputSchema>;

/** A match as the console, the organizer and the coach see it (age and gender as plain words). */
export interface MatchView extends Pick<MatchFixtureFields, 'division' | 'date' | 'time' | 'field' | 'homeTeam' | 'homeClub' | 'awayTeam' | 'awayClub'> {
  tournamentId: string;
  tournamentName: string;
  matchId: string;
  age: string;
  gender: string;
  /** As stored. */
  status: StoredMatchStatus;
  /** What everyone should be shown: a match run past its full time is completed. */
  effectiveStatus: StoredMatchStatus;
  homeScore: number;
  awayScore: number;
  goals: Goal[];
  cards: Card[];
  refereeId: string | null;
  refereeName: string | null;
  startedAt: string | null;
  pausedAt: string | null;
  resumedAt: string | null;
  completedAt: string | null;
  previousPauseTime: number;
  clock: MatchClock;
  durations: { firstHalfDuration: number; breakDuration: number; secondHalfDuration: number };
  scoreConfirmations: ScoreConfirmation[];
  version: number;
  /** The ids of the latest events applied (up to 200), so a console can drop what the server already has. */
  appliedEventIds: string[];
  /** The organization teams behind the two sides, when known (for the scorer picker). */
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** The tournament team keys of the sides the caller coaches (their squad's suspensions are read by them). */
  coachedTeamKeys?: string[];
  /** Knockout (absent on older answers: a group match). A knockout match may go to extra time and penalties. */
  stage?: 'group' | 'knockout';
  /** Knockout only: 'Quarter-final', 'Final', … */
  roundName?: string | null;
  extraTimeStartedAt?: string | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  /**
   * Disputes of the result the caller may read: all of them for the organizer, their own side's for a coach
   * (absent on older answers). `disputed` says whether any is open, for everyone who reads the match.
   */
  disputes?: MatchDispute[];
  disputed?: boolean;
  /** When the coaches' time to dispute ends (completion + the tournament's window); null before completion. */
  disputeWindowEndsAt?: string | null;
  /** What the caller may do here. `dispute`: the sides whose result they may dispute now; `resolveDisputes`: the organizer. */
  can: {
    run: boolean;
    assign: boolean;
    confirm: ('home' | 'away')[];
    recordIncident: boolean;
    readIncidents: boolean;
    audit: boolean;
    dispute?: ('home' | 'away')[];
    resolveDisputes?: boolean;
    fileReport?: boolean;
    readReport?: boolean;
  };
  /** Running late: minutes after `time` it is expected to kick off (absent: on time); show it with `formatKickOff`. */
  delayMinutes?: number;
}

export interface RecordMatchEventsResult {
  match: MatchView;
  results: MatchEventOutcome[];
}

export interface RefereeOption {
  uid: string;
  displayName: string;
}

export interface AssignmentWarning {
  matchId: string;
  message: string;
}

/** GET …/matches/{matchId}/rosters: the two squads for the console's scorer and card pickers. */
export interface MatchRosters {
  home: RosterPlayer[];
  away: RosterPlayer[];
}

/** `suspended`: the player may not play this match (shared/discipline); the console does not offer them. */
export interface RosterPlayer {
  playerId: string;
  name: string;
  jerseyNumber: number | null;
  suspended?: boolean;
  /** Outside the division's age rule (shared/check-in): not offered either, and refused by the match sheet. */
  ageIneligible?: boolean;
}
