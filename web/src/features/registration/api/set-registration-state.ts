import { setRegistrationStateRoute, type RegistrationState } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRegistrationChange } from './use-registration-change';

/** `POST …/registration/divisions/{divisionId}/state {state}`: pause, reopen or close a division's registration. */
export async function setRegistrationState(orgId: string | undefined, tournamentId: string, divisionId: string, state: RegistrationState) {
  return callRoute(setRegistrationStateRoute, { params: { tournamentId, divisionId }, body: { state }, headers: organizationHeaders(orgId) });
}

export function useSetRegistrationState(orgId: string | undefined, tournamentId: string) {
  return useRegistrationChange(orgId, tournamentId, ({ divisionId, state }: { divisionId: string; state: RegistrationState }) => setRegistrationState(orgId, tournamentId, divisionId, state));
}
