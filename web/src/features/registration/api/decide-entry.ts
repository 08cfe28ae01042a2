import { decideEntryRoute, type EntryDecisionInput } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRegistrationChange } from './use-registration-change';

/** `POST …/registration/entries/{teamKey}/decision` → the team as decided and the team the freed place went to, if any. */
export async function decideEntry(orgId: string | undefined, tournamentId: string, teamKey: string, input: EntryDecisionInput) {
  return callRoute(decideEntryRoute, { params: { tournamentId, teamKey }, body: input, headers: organizationHeaders(orgId) });
}

export function useDecideEntry(orgId: string | undefined, tournamentId: string) {
  return useRegistrationChange(orgId, tournamentId, ({ teamKey, input }: { teamKey: string; input: EntryDecisionInput }) => decideEntry(orgId, tournamentId, teamKey, input));
}
