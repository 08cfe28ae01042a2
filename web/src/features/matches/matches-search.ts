import * as z from 'zod';

/** `/admin/matches?tournament=`: the organizer's chosen tournament; a malformed value is dropped. */
export const matchesSearchSchema = z.object({
  tournament: z.string().trim().min(1).max(128).optional().catch(undefined),
});
export type MatchesSearch = z.infer<typeof matchesSearchSchema>;
