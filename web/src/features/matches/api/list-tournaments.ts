import { useQuery } from '@tanstack/react-query';
import { tournamentsQueryOptions } from '../../../api/tournaments/list-tournaments';

/** The organization's tournaments (the one read and query key every screen shares): the picker's choices. */
export function useTournaments(orgId: string | undefined, enabled: boolean) {
  return useQuery({ ...tournamentsQueryOptions(orgId), enabled, select: (tournaments) => ({ tournaments }) });
}
