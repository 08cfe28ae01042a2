import * as z from 'zod';

/**
 * Played, won, drawn, lost, goals for and against, goal difference, points: the numbers every table row
 * carries, defined once. The computed table, the stored tournament-team row and every answer that shows a
 * table build on this shape, so a new column is added here and nowhere else.
 */
export const standingsNumbersShape = {
  MP: z.number(),
  W: z.number(),
  D: z.number(),
  L: z.number(),
  GF: z.number(),
  GA: z.number(),
  GD: z.number(),
  PTS: z.number(),
};
export type StandingsNumbers = z.infer<z.ZodObject<typeof standingsNumbersShape>>;

/** Only a row's table numbers, in the table's column order (a stored item or an answer never gets more by a spread). */
export function standingsNumbersOf(row: StandingsNumbers): StandingsNumbers {
  return { MP: row.MP, W: row.W, D: row.D, L: row.L, GF: row.GF, GA: row.GA, GD: row.GD, PTS: row.PTS };
}
