import type { OutgoingMail } from '@pitchside/core';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#138043;color:#fff;padding:.7rem 1.2rem;border-radius:.5rem;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="color:#5b6b61;font-size:.85rem">Or open this link: ${escapeHtml(action.url)}</p></body></html>`;
}

/**
 * A header value is one line: names typed by people (an organization's, an inviter's) lose any CR, LF or
 * other control character before they reach a Subject, so they can never start a header of their own.
 */
export function headerText(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').replace(/ {2,}/g, ' ').trim();
}

const ROLE_NAMES: Record<string, string> = { referee: 'a referee', coach: 'a coach', medic: 'a medic', admin: 'an admin', tournamentadmin: 'a tournament admin' };

export function invitationMail(input: { to: string; inviterName: string; organizationName: string; role: string; url: string; validDays: number }): OutgoingMail {
  const role = ROLE_NAMES[input.role] ?? input.role;
  const subject = headerText(`${input.inviterName} invited you to ${input.organizationName} on Pitchside`);
  const lines = [
    `${input.inviterName} invited you to join ${input.organizationName} on Pitchside as ${role}.`,
    `The link works once and for ${input.validDays} days. If you were not expecting this, you can decline or ignore it.`,
  ];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nAccept or decline: ${input.url}\n`,
    html: layout(subject, lines, { label: 'Open the invitation', url: input.url }),
  };
}

export function passwordResetMail(input: { to: string; url: string; validMinutes: number }): OutgoingMail {
  const subject = 'Reset your Pitchside password';
  const lines = [
    'Someone asked to reset the password of your Pitchside account. If it was you, choose a new one with the link below.',
    `The link works once and for ${input.validMinutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
  ];
  return { to: input.to, subject, text: `${lines.join('\n\n')}\n\nReset your password: ${input.url}\n`, html: layout(subject, lines, { label: 'Choose a new password', url: input.url }) };
}

export function welcomeMail(input: { to: string; organizationName: string; url: string; validDays: number }): OutgoingMail {
  const subject = headerText(`Your Pitchside account for ${input.organizationName}`);
  const lines = [`${input.organizationName} added you to Pitchside.`, `Choose your password with the link below; it works once and for ${input.validDays} days.`];
  return { to: input.to, subject, text: `${lines.join('\n\n')}\n\nChoose your password: ${input.url}\n`, html: layout(subject, lines, { label: 'Choose your password', url: input.url }) };
}
