import { newSecretToken, hashSecretToken, ConflictError, NotFoundError, type Actor } from '@pitchside/core';
import { DISPLAY_LIMITS, DISPLAY_REFRESH_SECONDS, type DisplayLink, type DisplaySession, type DisplaySettings } from '@pitchside/shared';
import type { DisplayLinkRecord } from '../adapters/venue-displays';
import type { VenuePorts } from '../ports';
import { tournamentFor } from './access';
import { activeAnnouncements, toAnnouncement } from './announcements';

const settingsOf = (link: DisplayLinkRecord): DisplaySettings => ({
  name: link.name,
  divisions: link.divisions,
  rotationSeconds: link.rotationSeconds,
  locale: link.locale,
  theme: link.theme,
});
const toDisplayLink = (link: DisplayLinkRecord, token?: string): DisplayLink => ({
  linkId: link.linkId,
  createdAt: link.createdAt,
  settings: settingsOf(link),
  ...(token ? { token } : {}),
});
const linkGone = () => new NotFoundError({ id: 'display.linkGone' });

export async function listDisplayLinks(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ links: DisplayLink[] }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const links = await ports.displays.links(tournamentId);
  return { links: links.filter((link) => !link.revokedAt).map((link) => toDisplayLink(link)) };
}

export async function createDisplayLink(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string, settings: DisplaySettings): Promise<DisplayLink> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const live = (await ports.displays.links(tournamentId)).filter((link) => !link.revokedAt);
  if (live.length >= DISPLAY_LIMITS.linksPerTournament) throw new ConflictError({ id: 'display.tooManyLinks', values: { max: DISPLAY_LIMITS.linksPerTournament } });
  const token = newSecretToken();
  const link: DisplayLinkRecord = { tournamentId, linkId: ports.newId(), tokenHash: hashSecretToken(token), createdAt: ports.clock.now().toISOString(), ...settings };
  await ports.displays.putLink(link);
  return toDisplayLink(link, token);
}

/** A link of this tournament that is not revoked, or 404 (another tournament's id is as unknown as a made-up one). */
async function liveLink(ports: VenuePorts, tournamentId: string, linkId: string): Promise<DisplayLinkRecord> {
  const link = await ports.displays.link(tournamentId, linkId);
  if (!link || link.revokedAt) throw linkGone();
  return link;
}

export async function updateDisplayLink(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string, linkId: string, settings: DisplaySettings): Promise<DisplayLink> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const next = { ...(await liveLink(ports, tournamentId, linkId)), ...settings };
  await ports.displays.putLink(next);
  return toDisplayLink(next);
}

export async function revokeDisplayLink(ports: VenuePorts, actor: Actor, orgId: string | undefined, tournamentId: string, linkId: string): Promise<DisplayLink> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const revoked = { ...(await liveLink(ports, tournamentId, linkId)), revokedAt: ports.clock.now().toISOString() };
  await ports.displays.putLink(revoked);
  return toDisplayLink(revoked);
}

/**
 * What a display may read with its token: the tournament's id, the screen's settings and the
 * announcements, nothing private. Revoked, forged and unknown tokens, and a tournament that is not
 * (or no longer) published, all answer the same 404: the answer tells an attacker nothing.
 */
export async function displaySession(ports: VenuePorts, token: string): Promise<DisplaySession> {
  const link = await ports.displays.linkByTokenHash(hashSecretToken(token));
  const tournament = link && !link.revokedAt ? await ports.tournaments.get(link.tournamentId) : null;
  if (!link || !tournament || tournament.draft) throw new NotFoundError({ id: 'display.linkNotFound' });
  const announcements = await activeAnnouncements(ports, link.tournamentId);
  return { tournamentId: link.tournamentId, settings: settingsOf(link), announcements: announcements.map(toAnnouncement), refreshSeconds: DISPLAY_REFRESH_SECONDS };
}
