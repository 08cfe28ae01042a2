import { formatMoney, formatServerMessage, type Locale, type MessageValues, type RegistrationMailMessageId } from '@pitchside/shared';
import type { EntryPaymentView } from '../data/entry-payments';
import { escapeHtml, type OutgoingMail } from '../ports/mailer';

/**
 * The e-mail a club's contact gets when an entry fee is paid (the receipt) or paid back, in the language the
 * club applied in: ids of catalog/registration-mail, like the registration mail itself.
 */
export function entryPaymentMail(
  entry: Pick<EntryPaymentView, 'contact' | 'team' | 'payment'>,
  tournamentName: string,
  event: { kind: 'received'; amount: number; left: number } | { kind: 'refunded'; amount: number },
): OutgoingMail {
  const language = entry.contact.language as Locale;
  const { team } = entry;
  const say = (id: RegistrationMailMessageId, values: MessageValues = {}) => formatServerMessage(language, { id, values });
  const money = (amount: number) => formatMoney(amount, entry.payment.currency, language);
  const subject = say('registrationMail.receiptSubject', { tournament: tournamentName });
  const hello = say('registrationMail.hello', { name: entry.contact.name });
  const outro = say('registrationMail.outro');
  const line =
    event.kind === 'refunded'
      ? say('registrationMail.refunded', { team, amount: money(event.amount) })
      : event.left > 0
        ? say('registrationMail.received', { team, amount: money(event.amount), left: money(event.left) })
        : say('registrationMail.receivedInFull', { team, amount: money(event.amount) });
  return {
    to: entry.contact.email,
    subject,
    text: `${hello}\n\n${line}\n\n${outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(line)}</p>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(outro)}</p></body></html>`,
  };
}
