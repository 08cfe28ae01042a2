import type * as z from 'zod';

/**
 * A part of an answer the document describes by its outer shape only (an object, a list of objects) while
 * the code types it by its domain type. Used for the scheduler's rule reports and the workbook preview's
 * rows, whose fields are the domain's and are read by our own screens; what an integrator relies on is
 * described field by field around them.
 */
export function detailed<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}
