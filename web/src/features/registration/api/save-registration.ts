import { saveRegistrationRoute, type RegistrationSettingsInput } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRegistrationChange } from './use-registration-change';

/** `PUT …/registration/divisions/{divisionId}`: open or edit a division's registration; 409 below the places held. */
export async function saveRegistration(orgId: string | undefined, tournamentId: string, divisionId: string, input: RegistrationSettingsInput) {
  return callRoute(saveRegistrationRoute, { params: { tournamentId, divisionId }, body: input, headers: organizationHeaders(orgId) });
}

export function useSaveRegistration(orgId: string | undefined, tournamentId: string) {
  return useRegistrationChange(orgId, tournamentId, ({ divisionId, input }: { divisionId: string; input: RegistrationSettingsInput }) => saveRegistration(orgId, tournamentId, divisionId, input));
}
