import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { actingOrganizationOf } from '../features/account/acting-organization';
import { meQueryOptions } from '../features/account/api/get-me';
import { tournamentQueryOptions } from '../api/tournaments/get-tournament';
import { ApiError } from '../lib/api-client';

/**
 * The loader of every page about one tournament an organizer manages (its manage page, its schedule): the
 * tournament read for the organization they act for. A missing id, or one they may not see, is the route's
 * 'Tournament not found' (the API answers both with 404).
 */
export async function loadManagedTournament(queryClient: QueryClient, tournamentId: string): Promise<void> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  try {
    await queryClient.ensureQueryData(tournamentQueryOptions(actingOrganizationOf(me)?.orgId, tournamentId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
