import { FORM_ERROR_KEY, fieldErrors, validateConfirmPassword } from '@pitchside/shared';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { translatedMessage, translatedSaid } from '../i18n/server-message';

/**
 * Forms validate with the shared zod schemas (the API parses with the same ones), so each field shows the
 * spec's message (§5), in the language on screen (the schemas speak English; `translatedMessage` says it
 * as the API would). `schemaRule(schema, 'email')` is an antd rule that parses the whole form and
 * reports the issue filed under that field, if any.
 */
export function schemaRule(schema: z.ZodType, field: string, validateTrigger?: 'onBlur' | 'onChange') {
  return ({ getFieldsValue }: Pick<FormInstance, 'getFieldsValue'>) => ({
    ...(validateTrigger ? { validateTrigger } : {}),
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      const message = result.success ? undefined : fieldErrors(result.error)[field];
      if (message) throw new Error(translatedMessage(message));
    },
  });
}

/**
 * For a submit handler: the schema's output (trimmed, lower-cased e-mail …), or undefined after putting
 * each problem on its field. The rules have normally caught them already; this is the last word.
 */
export function parseForm<T>(form: FormInstance, schema: z.ZodType<T>, values: unknown): T | undefined {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const problems = Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([field, message]) => [field, translatedMessage(message)]));
  showFieldErrors(form, problems);
  return undefined;
}

/**
 * Puts an API answer's per-field problems (a 400 with `fields`) onto the form's fields. `prefix` strips a
 * body path the form does not have ('properties.displayName' → 'displayName'). Returns the problems no
 * field of the form could show (the form's alert shows those, or the error's message).
 */
export function showFieldErrors(form: FormInstance, problems: Readonly<Record<string, string>>, prefix = ''): Record<string, string> {
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const left: Record<string, string> = {};
  const shown: { name: string; errors: string[] }[] = [];
  for (const [path, message] of Object.entries(problems)) {
    const name = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (name !== FORM_ERROR_KEY && known.has(name)) shown.push({ name, errors: [message] });
    else left[name] = message;
  }
  if (shown.length > 0) form.setFields(shown);
  return left;
}

/**
 * An API 400's per-field problems in the language on screen: each worded from the id the server sent beside
 * it (`fieldMessages`, decision 0052), so the words follow the screen, not the language the server answered
 * in; a field without an id keeps the server's text.
 */
export function apiFieldProblems(error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([name, sent]) => {
      const said = error.fieldSaid[name];
      return [name, said ? translatedSaid(said, sent) : sent];
    }),
  );
}

/** An API 400 with `fields`: shown on the form; returns whether any field took a message. */
export function showApiFieldErrors(form: FormInstance, error: unknown, prefix = ''): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  const problems = apiFieldProblems(error);
  const left = showFieldErrors(form, problems, prefix);
  return Object.keys(left).length < Object.keys(problems).length;
}

/**
 * The confirmation field on its own (spec §5): 'Please confirm your password' when empty, 'The passwords
 * that you entered do not match!' when it differs, whatever the password's own problems are. Put
 * `dependencies={['password']}` on the field so it re-checks when the password changes.
 */
export function confirmPasswordRule({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) {
  return {
    validator: async (_: unknown, confirmation: unknown) => {
      const message = validateConfirmPassword(getFieldValue('password'), confirmation);
      if (message) throw new Error(translatedMessage(message));
    },
  };
}
