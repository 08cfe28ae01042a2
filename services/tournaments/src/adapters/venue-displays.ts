import type { Database } from '@pitchside/core/data';
import type { DisplaySettings } from '@pitchside/shared';

export interface DisplayLinkRecord extends DisplaySettings {
  tournamentId: string;
  linkId: string;
  tokenHash: string;
  createdAt: string;
  revokedAt?: string;
}

export interface AnnouncementRecord {
  tournamentId: string;
  announcementId: string;
  text: string;
  urgent: boolean;
  createdBy: string;
  createdAt: string;
  withdrawnAt?: string;
}

/** Display links and announcements of a tournament (issue 35). */
export interface VenueDisplayRepository {
  links(tournamentId: string): Promise<DisplayLinkRecord[]>;
  link(tournamentId: string, linkId: string): Promise<DisplayLinkRecord | null>;
  linkByTokenHash(tokenHash: string): Promise<DisplayLinkRecord | null>;
  putLink(link: DisplayLinkRecord): Promise<void>;
  announcements(tournamentId: string): Promise<AnnouncementRecord[]>;
  announcement(tournamentId: string, announcementId: string): Promise<AnnouncementRecord | null>;
  putAnnouncement(announcement: AnnouncementRecord): Promise<void>;
}

type LinkItem = Omit<DisplayLinkRecord, 'locale' | 'theme'> & { locale: string; theme: string };
const toLink = (item: LinkItem): DisplayLinkRecord => item as DisplayLinkRecord;

export function dynamoVenueDisplayRepository(db: Database): VenueDisplayRepository {
  const { displayLink, announcement } = db.entities;
  return {
    async links(tournamentId) {
      const { data } = await displayLink.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toLink);
    },
    async link(tournamentId, linkId) {
      const { data } = await displayLink.get({ tournamentId, linkId }).go({ consistent: true });
      return data ? toLink(data) : null;
    },
    async linkByTokenHash(tokenHash) {
      const { data } = await displayLink.query.byToken({ tokenHash }).go({ limit: 1 });
      return data[0] ? toLink(data[0]) : null;
    },
    async putLink(link) {
      await displayLink.put(link).go();
    },
    async announcements(tournamentId) {
      const { data } = await announcement.query.byTournament({ tournamentId }).go({ pages: 'all', consistent: true });
      return data;
    },
    async announcement(tournamentId, announcementId) {
      const { data } = await announcement.get({ tournamentId, announcementId }).go({ consistent: true });
      return data ?? null;
    },
    async putAnnouncement(record) {
      await announcement.put(record).go();
    },
  };
}
