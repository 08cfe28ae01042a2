import { ConflictError, NotFoundError, type Actor } from '@pitchside/core';
import { DISPLAY_LIMITS, liveTopics, type Announcement, type AnnouncementInput } from '@pitchside/shared';
import type { AnnouncementRecord } from '../adapters/venue-displays';
import type { VenuePorts } from '../ports';
import { tournamentFor } from './access';

export const toAnnouncement = (record: AnnouncementRecord): Announcement => ({
  announcementId: record.announcementId,
  text: record.text,
  urgent: record.urgent,
  createdAt: record.createdAt,
});

/** Not withdrawn, newest first. */
export async function activeAnnouncements(ports: Pick<VenuePorts, 'displays'>, tournamentId: string): Promise<AnnouncementRecord[]> {
  const all = await ports.displays.announcements(tournamentId);
  return all.filter((record) => !record.withdrawnAt).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.announcementId.localeCompare(a.announcementId));
}

/**
 * Every display follows its tournament's topic: the whole list goes out after each change, so a display
 * that missed one push is right again at the next (and its session read gives the list after a drop).
 */
async function pushAnnouncements(ports: VenuePorts, tournamentId: string): Promise<void> {
  const announcements = (await activeAnnouncements(ports, tournamentId)).map(toAnnouncement);
  await ports.live.notify([liveTopics.tournament(tournamentId)], (topic) => ({ kind: 'announcements', topic, tournamentId, announcements }));
}

export async function listAnnouncements(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ announcements: Announcement[] }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  return { announcements: (await activeAnnouncements(ports, tournamentId)).map(toAnnouncement) };
}

export async function createAnnouncement(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: { text: string; urgent: boolean }): Promise<Announcement> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  if ((await activeAnnouncements(ports, tournamentId)).length >= DISPLAY_LIMITS.activeAnnouncements) {
    throw new ConflictError({ id: 'announcement.tooMany', values: { max: DISPLAY_LIMITS.activeAnnouncements } });
  }
  const now = ports.clock.now().toISOString();
  // The time first: ids sort as they were said.
  const record: AnnouncementRecord = { tournamentId, announcementId: `${now.replace(/[:.]/g, '')}-${ports.newId()}`, text: input.text, urgent: input.urgent, createdBy: actor.uid, createdAt: now };
  await ports.displays.putAnnouncement(record);
  await pushAnnouncements(ports, tournamentId);
  return toAnnouncement(record);
}

export async function withdrawAnnouncement(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string, announcementId: string): Promise<Announcement> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const record = await ports.displays.announcement(tournamentId, announcementId);
  if (!record || record.withdrawnAt) throw new NotFoundError({ id: 'announcement.notFound' });
  await ports.displays.putAnnouncement({ ...record, withdrawnAt: ports.clock.now().toISOString() });
  await pushAnnouncements(ports, tournamentId);
  return toAnnouncement(record);
}

export type { AnnouncementInput };
