import { formatMoney, registrationMailWords, type Locale } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '../ports/mailer';

/**
 * The e-mail a club's contact gets when an entry fee is paid (the receipt) or paid back, in the language the
 * club applied in (the registration mail's words).
 */
export function entryPaymentMail(input: {
  to: string;
  name: string;
  tournamentName: string;
  language: Locale;
  team: string;
  currency: string;
  event: { kind: 'received'; amount: number; left: number } | { kind: 'refunded'; amount: number };
}): OutgoingMail {
  const words = registrationMailWords(input.language);
  const money = (amount: number) => formatMoney(amount, input.currency, input.language);
  const subject = words.receiptSubject(input.tournamentName);
  const line =
    input.event.kind === 'received'
      ? words.received(input.team, money(input.event.amount), input.event.left > 0 ? money(input.event.left) : null)
      : words.refunded(input.team, money(input.event.amount));
  return {
    to: input.to,
    subject,
    text: `${words.hello(input.name)}\n\n${line}\n\n${words.outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(words.hello(input.name))}</p>
<p>${escapeHtml(line)}</p>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(words.outro)}</p></body></html>`,
  };
}
