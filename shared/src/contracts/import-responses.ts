import * as z from 'zod';
import type { ImportMessageId } from '../i18n/catalog/imports/en';
import { IMPORT_PROGRESS_STEPS } from '../imports/import-rules';
import type { ImportJobView, StartImportAnswer, WorkbookPreview } from '../imports/import-answers';
import { detailed } from './detailed';

/** The imports service's answers: the presigned upload, the job the web polls, the workbook preview. */

export const startImportAnswerSchema: z.ZodType<StartImportAnswer> = z.object({
  importId: z.string(),
  status: z.literal('queued'),
  upload: z.object({ url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()), expiresAt: z.string(), maxBytes: z.number() }),
});

/** An import line as an id of catalog/imports with its values, and where it is (ImportMessage). */
const importMessageSchema = z.object({
  // Typed as the catalog's ids for the service and the web; the API describes it as a string (an id this build does not know shows its English).
  messageId: z.string() as unknown as z.ZodType<ImportMessageId>,
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  sheet: z.string().optional(),
  row: z.number().optional(),
  column: z.string().optional(),
});

const tallySchema = z.object({ added: z.number(), skipped: z.number() });

export const importJobViewSchema: z.ZodType<ImportJobView> = z
  .object({
    importId: z.string(),
    tournamentId: z.string(),
    fileName: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    step: z.string().nullable(),
    stepIndex: z.number().nullable(),
    steps: z.array(z.object({ step: z.enum(IMPORT_PROGRESS_STEPS), state: z.enum(['done', 'running', 'pending', 'failed']) })),
    counts: z.object({ divisions: tallySchema, ageGroups: tallySchema, brackets: tallySchema, teams: tallySchema, matches: tallySchema, players: tallySchema }),
    report: z.array(z.object({ sheet: z.string(), row: z.number(), reason: z.string() })),
    reportMessages: z.array(importMessageSchema.nullable()).optional(),
    error: z.string().nullable(),
    errorMessage: importMessageSchema.nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });

const rows = <T>(description: string) => detailed<T>(z.array(z.looseObject({ sheet: z.string(), row: z.number() })).describe(description));

export const workbookPreviewSchema: z.ZodType<WorkbookPreview> = z.object({
  valid: z.boolean(),
  schedule: rows<WorkbookPreview['schedule']>("The schedule sheet's matches, validated (up to the preview's cap)."),
  teams: rows<WorkbookPreview['teams']>("The teams sheet's rows."),
  players: rows<WorkbookPreview['players']>("The players sheet's rows."),
  rows: z.object({ schedule: z.number(), teams: z.number(), players: z.number() }),
  sheets: z.array(z.object({ name: z.string(), kind: z.string().nullable(), rows: z.number() })),
  summary: z.object({ divisions: z.number(), ageGroups: z.number(), brackets: z.number(), tournamentTeams: z.number(), teams: z.number(), players: z.number(), matches: z.number() }),
  problems: z.array(
    z.object({
      sheet: z.string().optional(),
      row: z.number().optional(),
      column: z.string().optional(),
      message: z.string(),
      messageId: importMessageSchema.shape.messageId.optional(),
      values: importMessageSchema.shape.values.optional(),
      text: z.string(),
    }),
  ),
  moreProblems: z.number(),
  skipped: z.array(z.object({ sheet: z.string(), row: z.number(), reason: z.string() })),
  skippedMessages: z.array(importMessageSchema.nullable()).optional(),
  warnings: z.array(z.string()),
  warningMessages: z.array(importMessageSchema.nullable()).optional(),
});
