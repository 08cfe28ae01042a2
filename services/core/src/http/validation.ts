import type { z } from 'zod';
import { fieldErrors } from '@pitchside/shared';
import { ValidationError } from '../errors';

/** Validates input at the edge: a bad request is a 400 naming each field, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError({ id: 'error.fieldsNotValid' }, fieldErrors(result.error));
}
