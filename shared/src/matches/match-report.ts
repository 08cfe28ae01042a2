import * as z from 'zod';
import type { Card } from '../entities/card';
import { idSchema } from '../entities/common';
import type { RefereePayMessageId } from '../i18n/catalog/referee-pay';
import { MAX_EXTEND_MATCHES } from '../discipline/discipline-rules';

/** Limits of a match report, defined once (schema, service and web). */
export const MATCH_REPORT_LIMITS = {
  notes: 2000,
  misconduct: 2000,
  /** A match's red cards: far past any real match, and a bound on the body. */
  misconductReports: 30,
  /** The extra matches a referee may recommend beyond the automatic suspension (the organizer's 'extend' allows as many). */
  extraMatches: MAX_EXTEND_MATCHES,
} as const;

// eslint-disable-next-line no-control-regex -- finding control characters (other than line breaks) is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const reportText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Use letters, digits and punctuation only');

export const misconductReportInputSchema = z.strictObject({
  /** The red card's id (the card event's): the report is about that sending-off. */
  cardId: idSchema,
  description: reportText(MATCH_REPORT_LIMITS.misconduct).refine((value) => value.trim().length > 0, 'Describe what happened'),
  /** Matches beyond the rules' automatic suspension the referee recommends; the organizer decides (decision 0061). */
  recommendedExtraMatches: z.number().int().min(0).max(MATCH_REPORT_LIMITS.extraMatches),
});

/**
 * PUT …/matches/{matchId}/report: the referee confirms the result they saw (both scores, checked against
 * the match), writes any notes, and a misconduct report per red card. `version` is the report's version
 * read before amending (absent when filing the first time): an amendment over a newer one is refused.
 */
export const fileMatchReportInputSchema = z.strictObject({
  homeScore: z.number().int().min(0).max(999),
  awayScore: z.number().int().min(0).max(999),
  notes: reportText(MATCH_REPORT_LIMITS.notes).default(''),
  misconduct: z.array(misconductReportInputSchema).max(MATCH_REPORT_LIMITS.misconductReports).default([]),
  version: z.number().int().min(1).max(1_000_000).optional(),
});
export type FileMatchReportInput = z.infer<typeof fileMatchReportInputSchema>;

const misconductSchema = z.object({
  cardId: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  teamType: z.enum(['home', 'away']),
  description: z.string(),
  recommendedExtraMatches: z.number(),
});
export type MisconductReport = z.infer<typeof misconductSchema>;

export const matchReportSchema = z.object({
  matchId: z.string(),
  refereeId: z.string(),
  refereeName: z.string(),
  homeScore: z.number(),
  awayScore: z.number(),
  notes: z.string(),
  misconduct: z.array(misconductSchema),
  filedAt: z.string(),
  amendedAt: z.string().nullable(),
  version: z.number(),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

/** An earlier version of a report, kept when its referee amended it: the audit of who changed what, when. */
export const matchReportRevisionSchema = matchReportSchema.extend({ replacedAt: z.string(), replacedBy: z.string(), replacedByName: z.string() });
export type MatchReportRevision = z.infer<typeof matchReportRevisionSchema>;

export const matchReportAnswerSchema = z.object({ report: matchReportSchema.nullable(), revisions: z.array(matchReportRevisionSchema) });
export type MatchReportAnswer = z.infer<typeof matchReportAnswerSchema>;

export interface ReportedMatch {
  status: string;
  homeScore: number;
  awayScore: number;
  cards: readonly Pick<Card, 'id' | 'playerId' | 'playerName' | 'teamType' | 'cardType'>[];
}

export type ReportRefusal = { kind: 'conflict' | 'invalid'; id: RefereePayMessageId; code: string };

/**
 * The first rule a report breaks against the match as it stands, or null: the match is over, the result is
 * the one the referee confirms, and every direct red card (and only those) has one misconduct report. A
 * second yellow is a sending-off for cautions, written on the card itself: it needs no report.
 */
export function matchReportRefusal(match: ReportedMatch, input: Pick<FileMatchReportInput, 'homeScore' | 'awayScore' | 'misconduct'>): ReportRefusal | null {
  if (match.status !== 'completed') return { kind: 'conflict', id: 'refereePay.report.notCompleted', code: 'match_not_completed' };
  if (match.homeScore !== input.homeScore || match.awayScore !== input.awayScore) return { kind: 'conflict', id: 'refereePay.report.resultChanged', code: 'result_changed' };
  const reds = new Set(match.cards.filter((card) => card.cardType === 'red').map((card) => card.id));
  const reported = input.misconduct.map((entry) => entry.cardId);
  if (reported.some((cardId) => !reds.has(cardId)) || new Set(reported).size !== reported.length) return { kind: 'invalid', id: 'refereePay.report.unknownCard', code: 'unknown_card' };
  if (reported.length !== reds.size) return { kind: 'invalid', id: 'refereePay.report.misconductMissing', code: 'misconduct_missing' };
  return null;
}

/** The stored misconduct reports, each with the player its card names (from the match, not the body). */
export function misconductOf(match: ReportedMatch, input: Pick<FileMatchReportInput, 'misconduct'>): MisconductReport[] {
  const cards = new Map(match.cards.map((card) => [card.id, card]));
  return input.misconduct.map((entry) => {
    const card = cards.get(entry.cardId);
    return {
      cardId: entry.cardId,
      playerId: card?.playerId ?? '',
      playerName: card?.playerName ?? '',
      teamType: card?.teamType ?? 'home',
      description: entry.description.trim(),
      recommendedExtraMatches: entry.recommendedExtraMatches,
    };
  });
}
