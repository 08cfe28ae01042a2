import { formatServerMessage, type Locale, type MessageValues, type RefereesMessageId } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '@pitchside/core';
import type { OfferRecord } from '../adapters/referee-store';

/** Who a mail goes to: their address and language (their profile's; English when they chose none). */
export interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

/** The deadline in the mail's language, in UTC (named, so nobody reads it as their own clock). */
export function formatDeadline(iso: string, language: Locale): string {
  return `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

function mail(to: Recipient, subject: string, lines: string[]): OutgoingMail {
  return { to: to.email, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}

function words(language: Locale, offer: OfferRecord) {
  const say = (id: RefereesMessageId, values: MessageValues = {}) => formatServerMessage(language, { id, values });
  const values = {
    teams: `${offer.homeTeam} – ${offer.awayTeam}`,
    date: offer.matchDate,
    time: offer.matchTime,
    pitch: offer.field,
    role: say(`referees.role.${offer.role}`),
    referee: offer.refereeName,
  };
  return { say, values };
}

/** The referee is offered a match role: what, when, where, by when to answer, and where to answer. */
export function offerMail(to: Recipient, offer: OfferRecord, tournamentName: string, link: string): OutgoingMail {
  const { say, values } = words(to.language, offer);
  return mail(to, say('referees.mail.offerSubject', values), [
    say('referees.mail.offerBody', { ...values, name: to.name, tournament: tournamentName, deadline: formatDeadline(offer.expiresAt, to.language), link }),
  ]);
}

/** The assignor hears that a role is back in the pool: declined, not answered in time, or released. */
export function backInPoolMail(to: Recipient, offer: OfferRecord, why: 'declined' | 'expired' | 'released'): OutgoingMail {
  const { say, values } = words(to.language, offer);
  const reason =
    why === 'declined'
      ? say('referees.mail.reasonDeclined', values)
      : why === 'expired'
        ? say('referees.mail.reasonExpired', { ...values, deadline: formatDeadline(offer.expiresAt, to.language) })
        : say('referees.mail.reasonReleased', values);
  const subject =
    why === 'declined' ? say('referees.mail.declinedSubject', values) : why === 'expired' ? say('referees.mail.expiredSubject', values) : say('referees.mail.backInPool', { ...values, reason });
  return mail(to, subject, [say('referees.mail.backInPool', { ...values, reason })]);
}

/** The assignor is asked to release a referee from an accepted match. */
export function releaseRequestMail(to: Recipient, offer: OfferRecord, reason: string): OutgoingMail {
  const { say, values } = words(to.language, offer);
  return mail(to, say('referees.mail.releaseSubject', values), [say('referees.mail.releaseBody', { ...values, reason })]);
}
