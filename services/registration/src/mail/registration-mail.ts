import { formatMoney, formatServerMessage, type EntryStatus, type Locale, type MessageValues, type PriceDue, type RegistrationMailMessageId } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '@pitchside/core';

/** One team's news in a registration e-mail. */
export interface RegistrationMailLine {
  team: string;
  division: string;
  status: EntryStatus;
  position?: number | null | undefined;
  reason?: string | null | undefined;
  price?: PriceDue | null | undefined;
  /** The place went to the waiting line because nothing was paid in time (decision 0057). */
  released?: boolean | undefined;
  /** When the time to pay for a place just held or offered ends (ISO): the team is told it (decision 0057). */
  payBy?: string | null | undefined;
}

/**
 * The deadline in the mail's language and the venue's time zone (where registration's opening and closing
 * times are set), the zone named so a club abroad does not read it as its own clock; UTC when the tournament
 * has no zone.
 */
export function formatDeadline(iso: string, language: Locale, timeZone: string | null | undefined): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: the parts are spelled out.
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short' }).format(new Date(iso));
  try {
    return format(timeZone || 'UTC');
  } catch {
    // A zone the runtime does not know (an old record): UTC, named.
    return format('UTC');
  }
}

/** Each status's line, by its id in catalog/registration-mail. */
const STATUS_LINE: Record<EntryStatus, RegistrationMailMessageId> = {
  accepted: 'registrationMail.accepted',
  applied: 'registrationMail.applied',
  waitlisted: 'registrationMail.waitlisted',
  refused: 'registrationMail.refused',
  withdrawn: 'registrationMail.withdrawn',
};

/**
 * The e-mail the club's contact gets when it applies and on each decision of the organizer, in the language
 * the club applied in: one line per team, with the price fixed for a team that has a place. The words are
 * ids of catalog/registration-mail, formatted in that language; names and the reason are values as typed.
 */
export function registrationMail(input: {
  to: string;
  name: string;
  tournamentName: string;
  language: Locale;
  /** The tournament's (venue's) IANA time zone: deadlines are told in it. */
  timeZone?: string | null | undefined;
  lines: readonly RegistrationMailLine[];
  /** The club's own page (with its secret key): only the application's mail has it (the key is never stored). */
  link?: string | null | undefined;
}): OutgoingMail {
  const say = (id: RegistrationMailMessageId, values: MessageValues = {}) => formatServerMessage(input.language, { id, values });
  const subject = say('registrationMail.subject', { tournament: input.tournamentName });
  const hello = say('registrationMail.hello', { name: input.name });
  const outro = say('registrationMail.outro');
  const lineText = (line: RegistrationMailLine): string[] => {
    const main = say(line.released ? 'registrationMail.released' : STATUS_LINE[line.status], { team: line.team, division: line.division, position: line.position ?? 0, reason: line.reason ?? '' });
    const money = (amount: number) => formatMoney(amount, line.price?.currency ?? 'EUR', input.language);
    if (!line.price || line.price.total <= 0 || (line.status !== 'accepted' && line.status !== 'applied')) return [main];
    const price = { total: money(line.price.total), dueNow: money(line.price.dueNow) };
    const payBy = line.payBy ? [say('registrationMail.payBy', { deadline: formatDeadline(line.payBy, input.language, input.timeZone) })] : [];
    return [main, line.price.balanceDueOn ? say('registrationMail.priceWithBalance', { ...price, balanceDueOn: line.price.balanceDueOn }) : say('registrationMail.price', price), ...payBy];
  };
  const paragraphs = [...input.lines.map(lineText), ...(input.link ? [[say('registrationMail.yourPage', { link: input.link })]] : [])];
  return {
    to: input.to,
    subject,
    text: `${hello}\n\n${paragraphs.map((lines) => lines.join(' ')).join('\n\n')}\n\n${outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(hello)}</p>
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(outro)}</p></body></html>`,
  };
}
