import * as z from 'zod';
import { localeSchema } from '../i18n/locales';
import { AGES } from '../constants/ages';
import { OFFICIAL_ROLES } from '../referees/availability';
import { REFEREE_PAY_LIMITS } from './pay-rates';

/** `lang`: the language of a file's fixed words; else the referee's own (a statement) or the browser's (the summary). */
export const payFileQuerySchema = z.strictObject({ lang: localeSchema.optional() });
export type PayFileQuery = z.infer<typeof payFileQuerySchema>;

/**
 * POST …/statements/{refereeId}/paid: the total the organizer saw. A statement that changed since (a match
 * added, a result reset) is refused, so what is marked paid is what was looked at.
 */
export const markStatementPaidInputSchema = z.strictObject({
  total: z
    .number()
    .int()
    .min(0)
    .max(REFEREE_PAY_LIMITS.amount * 10_000),
});
export type MarkStatementPaidInput = z.infer<typeof markStatementPaidInputSchema>;

const totalsSchema = z.object({ matches: z.number(), fees: z.number(), allowances: z.number(), total: z.number() });

export const payRatesAnswerSchema = z.object({
  rates: z.object({
    currency: z.string(),
    rates: z.array(z.object({ age: z.enum(AGES), role: z.enum(OFFICIAL_ROLES), fee: z.number() })),
    travel: z.array(z.object({ venue: z.string(), amount: z.number() })),
    locked: z.boolean(),
    updatedAt: z.string().nullable(),
  }),
});
export type PayRatesAnswer = z.infer<typeof payRatesAnswerSchema>;

export const paidRecordSchema = z.object({ refereeId: z.string(), total: z.number(), currency: z.string(), paidAt: z.string(), paidBy: z.string(), paidByName: z.string() });
export type PaidRecord = z.infer<typeof paidRecordSchema>;

export const payStatementSchema = z.object({
  refereeId: z.string(),
  refereeName: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      matchId: z.string(),
      date: z.string(),
      time: z.string(),
      age: z.string(),
      division: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      venue: z.string(),
      role: z.enum(OFFICIAL_ROLES),
      fee: z.number().nullable(),
    }),
  ),
  allowances: z.array(z.object({ date: z.string(), venue: z.string(), amount: z.number() })),
  totals: totalsSchema,
});

export const statementAnswerSchema = z.object({ tournamentId: z.string(), tournamentName: z.string(), statement: payStatementSchema, paid: paidRecordSchema.nullable() });
export type StatementAnswer = z.infer<typeof statementAnswerSchema>;

export const myStatementsAnswerSchema = z.object({
  statements: z.array(z.object({ tournamentId: z.string(), tournamentName: z.string(), currency: z.string(), totals: totalsSchema, paid: paidRecordSchema.nullable() })),
});
export type MyStatementsAnswer = z.infer<typeof myStatementsAnswerSchema>;

export const paySummaryAnswerSchema = z.object({
  tournamentName: z.string(),
  summary: z.object({
    currency: z.string(),
    referees: z.array(totalsSchema.extend({ refereeId: z.string(), refereeName: z.string() })),
    days: z.array(totalsSchema.extend({ date: z.string() })),
    totals: totalsSchema,
  }),
  paid: z.array(paidRecordSchema),
});
export type PaySummaryAnswer = z.infer<typeof paySummaryAnswerSchema>;
