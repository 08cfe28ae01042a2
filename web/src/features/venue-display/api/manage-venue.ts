import {
  createAnnouncementRoute,
  createDisplayLinkRoute,
  listAnnouncementsRoute,
  listDisplayLinksRoute,
  revokeDisplayLinkRoute,
  withdrawAnnouncementRoute,
  type AnnouncementInput,
  type DisplaySettingsInput,
} from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';

// The organizer's side of the venue screen (issue 35): display links and announcements.

export const venueKeys = {
  links: (orgId: string | undefined, tournamentId: string) => ['venue', orgId ?? '', tournamentId, 'links'] as const,
  announcements: (orgId: string | undefined, tournamentId: string) => ['venue', orgId ?? '', tournamentId, 'announcements'] as const,
};

export function useDisplayLinks(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    queryKey: venueKeys.links(orgId, tournamentId),
    queryFn: ({ signal }) => callRoute(listDisplayLinksRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), signal }),
  });
}

export function useCreateDisplayLink(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DisplaySettingsInput) => callRoute(createDisplayLinkRoute, { params: { tournamentId }, body: settings, headers: organizationHeaders(orgId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueKeys.links(orgId, tournamentId) }),
  });
}

export function useRevokeDisplayLink(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callRoute(revokeDisplayLinkRoute, { params: { tournamentId, linkId }, headers: organizationHeaders(orgId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueKeys.links(orgId, tournamentId) }),
  });
}

export function useVenueAnnouncements(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    queryKey: venueKeys.announcements(orgId, tournamentId),
    queryFn: ({ signal }) => callRoute(listAnnouncementsRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), signal }),
  });
}

export function useAnnounce(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => callRoute(createAnnouncementRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueKeys.announcements(orgId, tournamentId) }),
  });
}

export function useWithdrawAnnouncement(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) => callRoute(withdrawAnnouncementRoute, { params: { tournamentId, announcementId }, headers: organizationHeaders(orgId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueKeys.announcements(orgId, tournamentId) }),
  });
}
