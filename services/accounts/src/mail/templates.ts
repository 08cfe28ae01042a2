import { accountMailWords, DEFAULT_LOCALE, type Locale } from '@pitchside/shared';
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
 * Each e-mail in the recipient's language (the words are shared/src/i18n/mail-messages.ts).
 * `language` is absent for a caller that does not know it: English.
 */
export function invitationMail(input: { to: string; inviterName: string; organizationName: string; role: string; url: string; validDays: number; language?: Locale | undefined }): OutgoingMail {
  const words = accountMailWords(input.language ?? DEFAULT_LOCALE);
  const role = words.roleWithArticle[input.role] ?? input.role;
  const subject = headerText(words.invitation.subject(input.inviterName, input.organizationName));
  const lines = [words.invitation.intro(input.inviterName, input.organizationName, role), words.invitation.validity(input.validDays)];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words.invitation.textAction} ${input.url}\n`,
    html: layout(subject, lines, { label: words.invitation.button, url: input.url }, words.orOpenLink),
  };
}

export function passwordResetMail(input: { to: string; url: string; validMinutes: number; language?: Locale | undefined }): OutgoingMail {
  const words = accountMailWords(input.language ?? DEFAULT_LOCALE);
  const subject = words.reset.subject;
  const lines = [words.reset.intro, words.reset.validity(input.validMinutes)];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words.reset.textAction} ${input.url}\n`,
    html: layout(subject, lines, { label: words.reset.button, url: input.url }, words.orOpenLink),
  };
}

export function welcomeMail(input: { to: string; organizationName: string; url: string; validDays: number; language?: Locale | undefined }): OutgoingMail {
  const words = accountMailWords(input.language ?? DEFAULT_LOCALE);
  const subject = headerText(words.welcome.subject(input.organizationName));
  const lines = [words.welcome.intro(input.organizationName), words.welcome.validity(input.validDays)];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words.welcome.textAction} ${input.url}\n`,
    html: layout(subject, lines, { label: words.welcome.button, url: input.url }, words.orOpenLink),
  };
}

export function confirmEmailMail(input: { to: string; url: string; validHours: number; language?: Locale | undefined }): OutgoingMail {
  const words = accountMailWords(input.language ?? DEFAULT_LOCALE);
  const subject = words.confirmEmail.subject;
  const lines = [words.confirmEmail.intro, words.confirmEmail.validity(input.validHours)];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${words.confirmEmail.textAction} ${input.url}\n`,
    html: layout(subject, lines, { label: words.confirmEmail.button, url: input.url }, words.orOpenLink),
  };
}
