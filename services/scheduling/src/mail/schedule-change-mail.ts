import { scheduleMailText, type Locale, type MessageValues, type ScheduleMailMessageId } from '@pitchside/shared';
import { escapeHtml, type OutgoingMail } from '@pitchside/core';

/** Where and when a match is: the time as words for the running-late notes, worded in the recipient's language. */
export interface MatchSlot {
  date: string;
  time: string;
  field?: string | null | undefined;
  /** Running late: the published time, or the expected one with the organizer's reason, or back on time. */
  note?: { kind: 'published' } | { kind: 'late'; reason: string } | { kind: 'onTimeAgain' } | undefined;
}

/** One moved match as a person reads it: what, as whom, and from when and where to when and where. */
export interface MovedMatchLine {
  match: string;
  role: { kind: 'coach'; team: string } | { kind: 'referee' };
  from: MatchSlot;
  to: MatchSlot;
}

type Words = (id: ScheduleMailMessageId, values?: MessageValues) => string;

function slotText(words: Words, slot: MatchSlot): string {
  const time = !slot.note
    ? slot.time
    : slot.note.kind === 'published'
      ? words('scheduleMail.published', { time: slot.time })
      : slot.note.kind === 'onTimeAgain'
        ? words('scheduleMail.onTimeAgain', { time: slot.time })
        : `${slot.time}, ${slot.note.reason}`;
  return slot.field ? words('scheduleMail.atOnPitch', { date: slot.date, time, pitch: slot.field }) : words('scheduleMail.at', { date: slot.date, time });
}

/**
 * The weather-day and running-late e-mail: one per person, listing every moved match of theirs (a coach of
 * two teams, or a coach who also referees, gets one e-mail), in the person's language (worded by id
 * from catalog/schedule-mail, shared/src/i18n/catalog/schedule-mail). Plain words, the same look as the account e-mails.
 */
export function scheduleChangeMail(input: { to: string; name: string; tournamentName: string; lines: readonly MovedMatchLine[]; language?: Locale | undefined }): OutgoingMail {
  const words: Words = (id, values) => scheduleMailText(input.language, id, values);
  const subject = words('scheduleMail.subject', { tournament: input.tournamentName });
  const intro = words('scheduleMail.intro', { name: input.name, tournament: input.tournamentName, count: input.lines.length });
  const role = (line: MovedMatchLine) => (line.role.kind === 'coach' ? words('scheduleMail.coachOf', { team: line.role.team }) : words('scheduleMail.referee'));
  const items = input.lines.map((line) => `${line.match} (${role(line)}): ${slotText(words, line.from)} → ${slotText(words, line.to)}`);
  const outro = words('scheduleMail.outro');
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
