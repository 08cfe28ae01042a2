import * as z from 'zod';
import { cardSchema } from '../entities/card';
import { nonNegativeIntSchema, nullableTimestampSchema } from '../entities/common';
import { goalSchema } from '../entities/goal';
import { matchStatusSchema } from './match-status';

/**
 * The part of a match that its event log decides. Timestamps are ISO 8601 strings in UTC, null when
 * not set. `previousPauseTime` is the total time spent paused so far, in milliseconds (not seconds,
 * so repeated short pauses add up without rounding). `appliedEventIds` makes a replayed event a no-op.
 */
export const matchStateSchema = z.object({
  status: matchStatusSchema,
  homeScore: nonNegativeIntSchema,
  awayScore: nonNegativeIntSchema,
  goals: z.array(goalSchema),
  cards: z.array(cardSchema),
  startedAt: nullableTimestampSchema,
  pausedAt: nullableTimestampSchema,
  resumedAt: nullableTimestampSchema,
  completedAt: nullableTimestampSchema,
  previousPauseTime: nonNegativeIntSchema,
  lastScoreUpdate: nullableTimestampSchema,
  lastGoalAt: nullableTimestampSchema,
  lastCardAt: nullableTimestampSchema,
  lastUpdate: nullableTimestampSchema,
  appliedEventIds: z.array(z.string()),
  /** Knockout only: when extra time started (absent or null: it did not). */
  extraTimeStartedAt: nullableTimestampSchema.optional(),
  /** Knockout only: the penalty shoot-out's result (absent or null: no shoot-out). */
  homePenalties: nonNegativeIntSchema.nullable().optional(),
  awayPenalties: nonNegativeIntSchema.nullable().optional(),
});
export type MatchState = z.infer<typeof matchStateSchema>;

/** Before kick-off, and what a reset returns to (spec §4) — except that event ids stay spent. No extra time, no penalties. */
export function initialMatchState(appliedEventIds: readonly string[] = []): MatchState {
  return {
    status: '',
    homeScore: 0,
    awayScore: 0,
    goals: [],
    cards: [],
    startedAt: null,
    pausedAt: null,
    resumedAt: null,
    completedAt: null,
    previousPauseTime: 0,
    lastScoreUpdate: null,
    lastGoalAt: null,
    lastCardAt: null,
    lastUpdate: null,
    appliedEventIds: [...appliedEventIds],
    extraTimeStartedAt: null,
    homePenalties: null,
    awayPenalties: null,
  };
}
