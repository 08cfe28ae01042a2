import { type Age, ageGroupAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `PUT /api/tournaments/{id}/age-groups/{age} {hideResults}` → `{ ageGroup }`: the public sees its fixtures, not its scores and tables. */
export async function setAgeGroupVisibility(orgId: string | undefined, tournamentId: string, age: Age, hideResults: boolean) {
  return api.put(tournamentPath(tournamentId, 'age-groups', age), { hideResults }, { schema: ageGroupAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useSetAgeGroupVisibility(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, ({ age, hideResults }: { age: Age; hideResults: boolean }) => setAgeGroupVisibility(orgId, tournamentId, age, hideResults));
}
