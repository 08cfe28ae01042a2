import { formatMoney, registrationMailWords, type EntryStatus, type Locale, type PriceDue } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '@pitchside/core';

/** One team's news in a registration e-mail. */
export interface RegistrationMailLine {
  team: string;
  division: string;
  status: EntryStatus;
  position?: number | null | undefined;
  reason?: string | null | undefined;
  price?: PriceDue | null | undefined;
}

/**
 * The e-mail the club's contact gets when it applies and on each decision of the organizer, in the language
 * the club applied in: one line per team, with the price fixed for a team that has a place.
 */
export function registrationMail(input: { to: string; name: string; tournamentName: string; language: Locale; lines: readonly RegistrationMailLine[] }): OutgoingMail {
  const words = registrationMailWords(input.language);
  const subject = words.subject(input.tournamentName);
  const lineText = (line: RegistrationMailLine): string[] => {
    const main =
      line.status === 'accepted'
        ? words.accepted(line.team, line.division)
        : line.status === 'applied'
          ? words.applied(line.team, line.division)
          : line.status === 'waitlisted'
            ? words.waitlisted(line.team, line.division, line.position ?? 0)
            : line.status === 'refused'
              ? words.refused(line.team, line.division, line.reason ?? '')
              : words.withdrawn(line.team, line.division);
    const money = (amount: number) => formatMoney(amount, line.price?.currency ?? 'EUR', input.language);
    const price =
      line.price && line.price.total > 0 && (line.status === 'accepted' || line.status === 'applied') ? words.price(money(line.price.total), money(line.price.dueNow), line.price.balanceDueOn) : null;
    return price ? [main, price] : [main];
  };
  const paragraphs = input.lines.map(lineText);
  return {
    to: input.to,
    subject,
    text: `${words.hello(input.name)}\n\n${paragraphs.map((lines) => lines.join(' ')).join('\n\n')}\n\n${words.outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(words.hello(input.name))}</p>
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(words.outro)}</p></body></html>`,
  };
}
