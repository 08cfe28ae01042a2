import type { z } from 'zod';

/** Key under which an issue that belongs to no single field (a whole-object rule) is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * `{ field: message }` from a zod error, one message per field (the first, which is the one a user
 * should fix first). Nested fields use dotted paths ('properties.email'), as the API's `fields` body does.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
