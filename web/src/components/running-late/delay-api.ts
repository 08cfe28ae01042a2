import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { previewDelayRoute, applyDelayRoute, type DelayInput, type DelayPreview, type DelayResult } from '@pitchside/shared';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';

/**
 * Running late (docs/scheduling.md): `POST …/schedule/delays/preview` says what a delay would move and
 * which rules it would break (nothing written); `POST …/schedule/delays` applies it, with the rule breaks
 * the caller has seen. Organizers on the board, and a referee from the console for their own match.
 */
export async function previewDelay(orgId: string | undefined, tournamentId: string, input: DelayInput, signal?: AbortSignal): Promise<DelayPreview> {
  return callRoute(previewDelayRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export async function applyDelay(orgId: string | undefined, tournamentId: string, input: DelayInput): Promise<DelayResult> {
  return callRoute(applyDelayRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

/** The preview for the minutes chosen; the last one stays on screen while the next loads. */
export function useDelayPreview(orgId: string | undefined, tournamentId: string, input: DelayInput | undefined) {
  return useQuery({
    queryKey: ['schedule-delay-preview', orgId ?? '', tournamentId, input],
    queryFn: ({ signal }) => previewDelay(orgId, tournamentId, input as DelayInput, signal),
    enabled: input !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useApplyDelay(orgId: string | undefined, tournamentId: string, onApplied: (result: DelayResult) => void | Promise<void>) {
  return useMutation({ mutationFn: (input: DelayInput) => applyDelay(orgId, tournamentId, input), onSuccess: onApplied });
}
