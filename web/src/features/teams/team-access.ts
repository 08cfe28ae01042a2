import type { Role, TeamGender, TeamSummary } from '@pitchside/shared';

/**
 * What the signed-in member may do with teams in the organization they act for (the API decides the same
 * from stored memberships; this only keeps buttons that would be refused off the screen):
 * admins manage every team, a coach edits their own teams' rosters, a tournament admin reads.
 */
export type TeamAccess = 'manage' | 'coach' | 'read';

/** Who works with teams at all (the routes' guard, and whose memberships the pages act for). */
export const TEAM_ROLES: readonly Role[] = ['admin', 'tournamentadmin', 'coach'];

export function teamsAccess(roles: readonly Role[]): TeamAccess {
  if (roles.includes('admin')) return 'manage';
  if (roles.includes('coach')) return 'coach';
  return 'read';
}

export function teamAccess(roles: readonly Role[], team: Pick<TeamSummary, 'coachUid'>, uid: string): TeamAccess {
  if (roles.includes('admin')) return 'manage';
  if (roles.includes('coach') && team.coachUid === uid) return 'coach';
  return 'read';
}

/** Message ids of the team genders (the public half's words, shared with the public site). */
export const TEAM_GENDER_LABELS: Record<TeamGender, string> = { male: 'gender.male', female: 'gender.female' };
