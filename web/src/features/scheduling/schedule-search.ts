import * as z from 'zod';

export const SCHEDULE_VIEWS = ['setup', 'board', 'weather', 'versions'] as const;
export type ScheduleViewKey = (typeof SCHEDULE_VIEWS)[number];

/** `/admin/tournaments/$tournamentId/schedule?view=&day=`: a malformed value is dropped, not an error. */
export const scheduleSearchSchema = z.object({
  view: z.enum(SCHEDULE_VIEWS).optional().catch(undefined),
  /** The board's day tab. */
  day: z.iso.date().optional().catch(undefined),
});
export type ScheduleSearch = z.infer<typeof scheduleSearchSchema>;
