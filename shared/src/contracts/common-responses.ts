import * as z from 'zod';

/**
 * Answer shapes every service shares. The schemas here describe what a service SENDS: the web parses
 * with them and the OpenAPI document is generated from them (contracts/openapi-document.ts), so a field
 * the web relies on is a field the document promises.
 */

/**
 * The one error body. A service always sends `error` (a stable code: `validation_failed`, `not_found`,
 * `forbidden`, `conflict`, …) and `message` (words a person can read); `fields` names the inputs that
 * were wrong. API Gateway itself answers a few errors before any service runs (401 from the JWT
 * authorizer, 404 for an unknown route, 413 past its payload limit) with `{ message }` alone, which is why
 * `error` is optional here: clients branch on the status, then on `error` when present. `messageId` and
 * `values` say the message as a catalog id with its values (shared/i18n/catalog), when it has one;
 * `fieldMessages` say each of `fields` so.
 */
const messageValuesSchema = z.record(z.string().max(64), z.union([z.string().max(500), z.number()])).refine((values) => Object.keys(values).length <= 20);

export const apiErrorSchema = z
  .object({
    error: z
      .string()
      .optional()
      .describe(
        'A stable, machine-readable code (validation_failed, unauthorized, forbidden, not_found, conflict, payload_too_large, too_many_requests, internal_error, or a route-specific code such as stale_version). Absent only on errors API Gateway answers itself.',
      ),
    message: z.string().describe('What went wrong, in words a person can read.'),
    fields: z.record(z.string(), z.string()).optional().describe('Per input field: what is wrong with it (validation errors only).'),
    // Undescribed (the class comment says it): this schema is in the public pages' first download.
    messageId: z.string().max(100).optional(),
    values: messageValuesSchema.optional(),
    // Per field, its message as a catalog id with values (the form catalog's, or the server catalog's).
    fieldMessages: z.record(z.string(), z.object({ messageId: z.string().max(100), values: messageValuesSchema.optional() })).optional(),
  })
  .meta({ id: 'ApiError', description: 'The one error body of every route.' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A confirmation with nothing else to report: `{ message }`. */
export const messageAnswerSchema = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });
