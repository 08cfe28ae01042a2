import type { OutgoingMail } from '@pitchside/core';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

/** One moved match as a person reads it: what, and from when and where to when and where. */
export interface MovedMatchLine {
  match: string;
  role: string;
  from: string;
  to: string;
}

/**
 * The weather-day e-mail: one per person, listing every moved match of theirs (a coach of two teams,
 * or a coach who also referees, gets one e-mail). Plain words, the same look as the account e-mails.
 */
export function scheduleChangeMail(input: { to: string; name: string; tournamentName: string; lines: readonly MovedMatchLine[] }): OutgoingMail {
  const count = input.lines.length === 1 ? 'a match' : `${input.lines.length} matches`;
  const subject = `Schedule change: ${input.tournamentName}`;
  const intro = `Hello ${input.name}, the organizers of ${input.tournamentName} moved ${count} that concern you.`;
  const outro = 'Please check the new times and pitches. The schedule in Pitchside is always the current one.';
  const items = input.lines.map((line) => `${line.match} (${line.role}): ${line.from} → ${line.to}`);
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${items.map((item) => `- ${item}`).join('\n')}\n\n${outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(outro)}</p></body></html>`,
  };
}
