import { formatMoney, formatServerMessage, type Locale, type MessageValues, type RegistrationMailMessageId } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '../ports/mailer';

/**
 * The e-mail a club's contact gets when an entry fee is paid (the receipt) or paid back, in the language the
 * club applied in: ids of catalog/registration-mail, like the registration mail itself.
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
  const say = (id: RegistrationMailMessageId, values: MessageValues = {}) => formatServerMessage(input.language, { id, values });
  const money = (amount: number) => formatMoney(amount, input.currency, input.language);
  const subject = say('registrationMail.receiptSubject', { tournament: input.tournamentName });
  const hello = say('registrationMail.hello', { name: input.name });
  const outro = say('registrationMail.outro');
  const { event } = input;
  const line =
    event.kind === 'refunded'
      ? say('registrationMail.refunded', { team: input.team, amount: money(event.amount) })
      : event.left > 0
        ? say('registrationMail.received', { team: input.team, amount: money(event.amount), left: money(event.left) })
        : say('registrationMail.receivedInFull', { team: input.team, amount: money(event.amount) });
  return {
    to: input.to,
    subject,
    text: `${hello}\n\n${line}\n\n${outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(line)}</p>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(outro)}</p></body></html>`,
  };
}
