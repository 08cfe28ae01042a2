import { ROLES } from '@pitchside/shared';
import * as z from 'zod';

/** `/admin/users?search=&role=`: a malformed value is dropped, not an error. */
export const usersSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(ROLES).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;
