import { displaySessionRoute, type Announcement, type DisplaySession } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { ApiError } from '../../../lib/api-error';
import { publicKeys } from '../../public/api/public-keys';

/** `POST /api/displays/session`: the token in the body, never the URL (the display keeps it in the address's fragment). */
export function readDisplaySession(token: string, signal?: AbortSignal): Promise<DisplaySession> {
  return callRoute(displaySessionRoute, { body: { token }, auth: false, cache: 'no-store', ...(signal ? { signal } : {}) });
}

export const displayKeys = { session: (token: string) => ['display', 'session', token] as const };

/** A revoked, forged or unknown link: the server says 404. A network drop is not that: the screen keeps what it shows. */
export const isLinkGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The display's link, read again every `refreshSeconds` (60): changed settings show, a revoked link stops.
 * Failures other than a 404 are retried by the next read; the screen keeps its last good session meanwhile.
 */
export function useDisplaySession(token: string) {
  return useQuery({
    ...queryOptions({ queryKey: displayKeys.session(token), queryFn: ({ signal }) => readDisplaySession(token, signal) }),
    refetchInterval: (query) => (isLinkGone(query.state.error) ? false : (query.state.data?.refreshSeconds ?? 60) * 1000),
    refetchIntervalInBackground: true,
    retry: (count, error) => !isLinkGone(error) && count < 2,
    enabled: token.length > 0,
  });
}

/**
 * The announcements shown: pushed whole on the tournament topic (apply-live-update), and read with the
 * session when the screen starts or comes back from a drop (a resync refetches this query).
 */
export function useAnnouncements(token: string, tournamentId: string | undefined, fromSession: readonly Announcement[] | undefined) {
  return useQuery({
    queryKey: publicKeys.announcements(tournamentId ?? ''),
    queryFn: async ({ signal }) => (await readDisplaySession(token, signal)).announcements,
    enabled: tournamentId !== undefined,
    ...(fromSession ? { initialData: [...fromSession] } : {}),
    staleTime: Infinity,
  });
}
