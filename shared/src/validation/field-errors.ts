import type { z } from 'zod';
import { issueMessage } from '../i18n/form-text';
import { serverMessageText } from '../i18n/server-message-catalog';

/** Key under which an issue that belongs to no single field (a whole-object rule) is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * `{ field: message }` from a zod error, one message per field (the first, which is the one a user
 * should fix first). Nested fields use dotted paths ('properties.email'), as the API's `fields` body does.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const prefix = issue.path.map(String);
    // A strict object names each field it does not know, so the caller sees which one to drop.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...prefix, key].join('.')] ??= serverMessageText('en', 'field.unknown');
      continue;
    }
    const key = prefix.length === 0 ? FORM_ERROR_KEY : prefix.join('.');
    fields[key] ??= issueMessage(issue);
  }
  return fields;
}
