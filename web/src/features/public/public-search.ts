import * as z from 'zod';
import { MATCH_TABS } from './match-order';

/** `/?search=`: a malformed value is dropped, not an error. */
export const homeSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;

/** `/t/$tournamentId?tab=` and `/t/$tournamentId/d/$division?tab=`: which match list is open. */
export const matchesSearchSchema = z.object({
  tab: z.enum(MATCH_TABS).optional().catch(undefined),
});
export type MatchesSearch = z.infer<typeof matchesSearchSchema>;
