import type { z } from 'zod';
import { ValidationError } from '../errors';

/** Validates input at the edge: a bad request is a 400 naming each field, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[path] ??= issue.message;
  }
  throw new ValidationError('Some fields are not valid', fields);
}
