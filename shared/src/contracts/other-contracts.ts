import { processExcelInputSchema, startImportInputSchema } from '../imports/import-api';
import { startCheckoutInputSchema, stripeEventSchema } from '../payments/payments-api';
import type { RouteIdOf } from '../platform/routes';
import { delayInputSchema } from '../scheduling/running-late-api';
import {
  generateScheduleInputSchema,
  lockScheduledMatchInputSchema,
  moveScheduledMatchInputSchema,
  saveScheduleVersionInputSchema,
  scheduleSetupSchema,
  shiftScheduleInputSchema,
} from '../scheduling/schedule-api';
import { importJobViewSchema, startImportAnswerSchema, workbookPreviewSchema } from './import-responses';
import { startCheckoutResultSchema, tournamentPriceAnswerSchema, webhookAnswerSchema } from './payment-responses';
import type { RouteContracts } from './route-contract';
import {
  delayPreviewSchema,
  delayResultSchema,
  scheduleRestoreResultSchema,
  scheduleVersionComparisonSchema,
  scheduleVersionListSchema,
  scheduleVersionSummarySchema,
  scheduleViewSchema,
  shiftResultSchema,
} from './schedule-responses';

const boardOk = { status: 200, schema: scheduleViewSchema } as const;

export const SCHEDULING_CONTRACTS: RouteContracts<RouteIdOf<'scheduling'>> = {
  getScheduleSetup: { summary: 'The venue: pitches, days, match lengths and the rules the scheduler keeps', ok: { status: 200, schema: scheduleSetupSchema } },
  saveScheduleSetup: { summary: 'Save the venue and rules', body: scheduleSetupSchema, ok: { status: 200, schema: scheduleSetupSchema } },
  getSchedule: { summary: 'The board: every match with its pitch and kick-off, and the rules broken', ok: boardOk },
  generateSchedule: { summary: 'Generate the schedule', body: generateScheduleInputSchema, bodyOptional: true, ok: boardOk },
  moveScheduledMatch: { summary: 'Move a match to another pitch, day or kick-off', body: moveScheduledMatchInputSchema, ok: boardOk },
  lockScheduledMatch: { summary: 'Lock a match where it is (or unlock it)', body: lockScheduledMatchInputSchema, ok: boardOk },
  shiftSchedule: { summary: 'Shift matches (a weather day): later, or to another day', body: shiftScheduleInputSchema, ok: { status: 200, schema: shiftResultSchema } },
  listScheduleVersions: { summary: 'Saved versions of the schedule', ok: { status: 200, schema: scheduleVersionListSchema } },
  saveScheduleVersion: { summary: 'Save the current schedule as a named version', body: saveScheduleVersionInputSchema, ok: { status: 201, schema: scheduleVersionSummarySchema } },
  compareScheduleVersion: { summary: 'What differs between a version and the current schedule', ok: { status: 200, schema: scheduleVersionComparisonSchema } },
  restoreScheduleVersion: { summary: 'Restore a version (played matches stay where they were)', ok: { status: 200, schema: scheduleRestoreResultSchema } },
  previewDelay: {
    summary: 'Running late: what a delay of a pitch or a match would move, and the rules it would break',
    description: 'Nothing is written. Organizers; a referee for their own match or a pitch they referee on that day.',
    body: delayInputSchema,
    ok: { status: 200, schema: delayPreviewSchema },
  },
  applyDelay: {
    summary: 'Running late: apply a delay (expected kick-offs, all or nothing); coaches and referees are told',
    description: 'Refused with 409 `delay_needs_confirmation` while a rule break is not in `acceptedViolations`, and 409 `schedule_changed` when a match started or changed meanwhile.',
    body: delayInputSchema,
    ok: { status: 200, schema: delayResultSchema },
  },
};

export const PAYMENT_CONTRACTS: RouteContracts<RouteIdOf<'payments'>> = {
  startCheckout: { summary: 'Pay for a pending tournament: a Stripe Checkout session to redirect to', body: startCheckoutInputSchema, ok: { status: 200, schema: startCheckoutResultSchema } },
  tournamentPrice: { summary: 'What creating a tournament costs the acting organization', ok: { status: 200, schema: tournamentPriceAnswerSchema } },
  stripeWebhook: {
    summary: "Stripe's events (checkout completed, …): for Stripe only",
    description: 'Authenticated by the `Stripe-Signature` header (HMAC of the raw body with the endpoint secret), not by a token. An event is handled once by its id.',
    body: stripeEventSchema,
    headers: [{ name: 'stripe-signature', description: "Stripe's signature of the raw body.", required: true }],
    ok: { status: 200, schema: webhookAnswerSchema },
  },
};

export const IMPORT_CONTRACTS: RouteContracts<RouteIdOf<'imports'>> = {
  startImport: { summary: 'Start a workbook import: the job and a presigned URL to PUT the file to', body: startImportInputSchema, ok: { status: 201, schema: startImportAnswerSchema } },
  getImport: { summary: "An import's progress, then its report", ok: { status: 200, schema: importJobViewSchema } },
  processExcel: { summary: 'Preview a workbook (base64): what an import would do; nothing is written', body: processExcelInputSchema, ok: { status: 200, schema: workbookPreviewSchema } },
  exportMatchesCsv: { summary: "The tournament's matches as CSV (the import reads it back)", ok: { status: 200, file: 'text/csv', description: 'RFC 4180 CSV with a header row.' } },
};
