import { applicationStatusRoute, type ApplicationStatus } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/**
 * `POST /api/registration/tournaments/{id}/applications/status` → the club's own page: each team as it
 * stands, found by the application's key (sent in the body, never in a URL). Never cached between keys.
 */
export function useApplicationStatus(tournamentId: string, applicationKey: string) {
  return useQuery({
    queryKey: ['registration', 'club', tournamentId, applicationKey],
    queryFn: ({ signal }): Promise<ApplicationStatus> => callRoute(applicationStatusRoute, { params: { tournamentId }, body: { applicationKey }, auth: false, signal }),
    retry: false,
  });
}

/** The key from the club's e-mail link: `#key=...` (a fragment never reaches a server or its logs). */
export function applicationKeyOfLocation(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null;
}
