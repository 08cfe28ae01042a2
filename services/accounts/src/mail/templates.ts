import { mailText, roleWithArticle, type Locale, type MailMessageId, type MessageValues } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '@pitchside/core';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, orOpenLink: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#138043;color:#fff;padding:.7rem 1.2rem;border-radius:.5rem;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(orOpenLink)} ${escapeHtml(action.url)}</p></body></html>`;
}

/**
 * A header value is one line: names typed by people (an organization's, an inviter's) lose any CR, LF or
 * other control character before they reach a Subject, so they can never start a header of their own.
 */
export function headerText(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Each e-mail in the recipient's language, worded by id from catalog/mail (shared/src/i18n/catalog/mail).
 * `language` is absent for a caller that does not know it: English.
 */
export function invitationMail(input: { to: string; inviterName: string; organizationName: string; role: string; url: string; validDays: number; language?: Locale | undefined }): OutgoingMail {
  const words = (id: MailMessageId, values?: MessageValues) => mailText(input.language, id, values);
  const names = { inviter: input.inviterName, organization: input.organizationName };
  const subject = headerText(words('mail.invitation.subject', names));
  const lines = [words('mail.invitation.intro', { ...names, role: roleWithArticle(input.language, input.role) }), words('mail.invitation.validity', { days: input.validDays })];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words('mail.invitation.textAction')} ${input.url}\n`,
    html: layout(subject, lines, { label: words('mail.invitation.button'), url: input.url }, words('mail.orOpenLink')),
  };
}

export function passwordResetMail(input: { to: string; url: string; validMinutes: number; language?: Locale | undefined }): OutgoingMail {
  const words = (id: MailMessageId, values?: MessageValues) => mailText(input.language, id, values);
  const subject = words('mail.reset.subject');
  const lines = [words('mail.reset.intro'), words('mail.reset.validity', { minutes: input.validMinutes })];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words('mail.reset.textAction')} ${input.url}\n`,
    html: layout(subject, lines, { label: words('mail.reset.button'), url: input.url }, words('mail.orOpenLink')),
  };
}

export function welcomeMail(input: { to: string; organizationName: string; url: string; validDays: number; language?: Locale | undefined }): OutgoingMail {
  const words = (id: MailMessageId, values?: MessageValues) => mailText(input.language, id, values);
  const subject = headerText(words('mail.welcome.subject', { organization: input.organizationName }));
  const lines = [words('mail.welcome.intro', { organization: input.organizationName }), words('mail.welcome.validity', { days: input.validDays })];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words('mail.welcome.textAction')} ${input.url}\n`,
    html: layout(subject, lines, { label: words('mail.welcome.button'), url: input.url }, words('mail.orOpenLink')),
  };
}

export function confirmEmailMail(input: { to: string; url: string; validHours: number; language?: Locale | undefined }): OutgoingMail {
  const words = (id: MailMessageId, values?: MessageValues) => mailText(input.language, id, values);
  const subject = words('mail.confirmEmail.subject');
  const lines = [words('mail.confirmEmail.intro'), words('mail.confirmEmail.validity', { hours: input.validHours })];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words('mail.confirmEmail.textAction')} ${input.url}\n`,
    html: layout(subject, lines, { label: words('mail.confirmEmail.button'), url: input.url }, words('mail.orOpenLink')),
  };
}
