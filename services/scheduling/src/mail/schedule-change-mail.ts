import { DEFAULT_LOCALE, scheduleMailWords, type Locale, type ScheduleMailWords } from '@pitchside/shared';
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

function slotText(words: ScheduleMailWords, slot: MatchSlot): string {
  const time = !slot.note
    ? slot.time
    : slot.note.kind === 'published'
      ? words.published(slot.time)
      : slot.note.kind === 'onTimeAgain'
        ? words.onTimeAgain(slot.time)
        : `${slot.time}, ${slot.note.reason}`;
  return words.at(slot.date, time, slot.field ?? undefined);
}

/**
 * The weather-day and running-late e-mail: one per person, listing every moved match of theirs (a coach of
 * two teams, or a coach who also referees, gets one e-mail), in the person's language (the words
 * are shared/src/i18n/schedule-mail-messages.ts). Plain words, the same look as the account e-mails.
 */
export function scheduleChangeMail(input: { to: string; name: string; tournamentName: string; lines: readonly MovedMatchLine[]; language?: Locale | undefined }): OutgoingMail {
  const words = scheduleMailWords(input.language ?? DEFAULT_LOCALE);
  const subject = words.subject(input.tournamentName);
  const intro = words.intro(input.name, input.tournamentName, input.lines.length);
  const items = input.lines.map((line) => `${line.match} (${line.role.kind === 'coach' ? words.coachOf(line.role.team) : words.referee}): ${slotText(words, line.from)} → ${slotText(words, line.to)}`);
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${items.map((item) => `- ${item}`).join('\n')}\n\n${words.outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#13261b;max-width:32rem;margin:auto;padding:1.5rem">
<h1 style="color:#0f6b3a;font-size:1.4rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p style="color:#5b6b61;font-size:.85rem">${escapeHtml(words.outro)}</p></body></html>`,
  };
}
