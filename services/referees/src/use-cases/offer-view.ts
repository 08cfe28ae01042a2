import { effectiveOfferState, type OfferView } from '@pitchside/shared';
import { logger } from '@pitchside/core/observability';
import type { OfferRecord } from '../adapters/referee-store';
import { backInPoolMail, type Recipient } from '../mail/offer-mail';
import type { RefereesPorts } from '../ports';

/** An offer as the API shows it: an unanswered one past its deadline reads as expired before the sweep writes it. */
export function toOfferView(offer: OfferRecord, now: Date): OfferView {
  return {
    offerId: offer.offerId,
    tournamentId: offer.tournamentId,
    matchId: offer.matchId,
    role: offer.role,
    refereeUid: offer.refereeUid,
    refereeName: offer.refereeName,
    state: effectiveOfferState(offer, now),
    expiresAt: offer.expiresAt,
    createdAt: offer.createdAt,
    answeredAt: offer.answeredAt,
    releaseReason: offer.releaseReason,
    match: { date: offer.matchDate, time: offer.matchTime, field: offer.field, homeTeam: offer.homeTeam, awayTeam: offer.awayTeam, age: offer.age },
  };
}

export const byMatchTime = (a: OfferRecord, b: OfferRecord) =>
  a.matchDate.localeCompare(b.matchDate) || a.matchTime.localeCompare(b.matchTime) || a.matchId.localeCompare(b.matchId) || a.slot.localeCompare(b.slot);

export async function recipient(ports: Pick<RefereesPorts, 'users'>, uid: string): Promise<Recipient | null> {
  const user = await ports.users.findByUid(uid);
  return user ? { email: user.email, name: user.displayName, language: user.language ?? 'en' } : null;
}

/**
 * Sends a mail after its write has held; a mail that fails is logged, never undoes the write nor fails the
 * request (the board shows the state either way).
 */
export async function mailQuietly(ports: Pick<RefereesPorts, 'mailer'>, build: () => Promise<Parameters<RefereesPorts['mailer']['send']>[0] | null>): Promise<void> {
  try {
    const mail = await build();
    if (mail) await ports.mailer.send(mail);
  } catch (error) {
    logger.warn('Referee mail not sent', { error: String(error) });
  }
}

/** The assignor who made the offer hears its role is open again. */
export function tellAssignor(ports: Pick<RefereesPorts, 'mailer' | 'users'>, offer: OfferRecord, why: 'declined' | 'expired' | 'released'): Promise<void> {
  return mailQuietly(ports, async () => {
    const to = await recipient(ports, offer.createdBy);
    return to ? backInPoolMail(to, offer, why) : null;
  });
}
