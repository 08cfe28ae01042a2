import * as z from 'zod';

export const MANAGE_TABS = ['overview', 'structure', 'teams', 'matches', 'registration', 'referee-pay', 'admins', 'import', 'venue'] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

/** `/admin/tournaments/$tournamentId?tab=&division=`: a malformed value is dropped, not an error. */
export const manageSearchSchema = z.object({
  tab: z.enum(MANAGE_TABS).optional().catch(undefined),
  /** The matches tab's division filter (a division's name). */
  division: z.string().trim().min(1).max(100).optional().catch(undefined),
});
export type ManageSearch = z.infer<typeof manageSearchSchema>;
