import { type Age, setAgeGroupVisibilityRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `PUT /api/tournaments/{id}/age-groups/{age} {hideResults}` → `{ ageGroup }`: the public sees its fixtures, not its scores and tables. */
export async function setAgeGroupVisibility(orgId: string | undefined, tournamentId: string, age: Age, hideResults: boolean) {
  return callRoute(setAgeGroupVisibilityRoute, { params: { tournamentId, ageGroup: age }, body: { hideResults }, headers: organizationHeaders(orgId) });
}

export function useSetAgeGroupVisibility(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, ({ age, hideResults }: { age: Age; hideResults: boolean }) => setAgeGroupVisibility(orgId, tournamentId, age, hideResults));
}
