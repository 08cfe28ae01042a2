import { isOne, wordsOf } from './word-table';

/**
 * The schedule-change e-mail's words in each language: a weather-day shift or a pitch running
 * late, one e-mail per coach and referee. Team, division, tournament and pitch names and the organizer's
 * reason are passed in as typed. English is the original text.
 */
export interface ScheduleMailWords {
  subject: (tournament: string) => string;
  intro: (name: string, tournament: string, count: number) => string;
  outro: string;
  coachOf: (team: string) => string;
  referee: string;
  /** "2026-06-13 10:00 on Pitch 1" (the pitch is left out when the match has none). */
  at: (date: string, time: string, field: string | undefined) => string;
  /** Running late: the time the schedule shows. */
  published: (time: string) => string;
  /** Running late: the pitch caught up. */
  onTimeAgain: (time: string) => string;
}

const en: ScheduleMailWords = {
  subject: (tournament) => `Schedule change: ${tournament}`,
  intro: (name, tournament, count) => `Hello ${name}, the organizers of ${tournament} moved ${isOne('en', count) ? 'a match that concerns you' : `${count} matches that concern you`}.`,
  outro: 'Please check the new times and pitches. The schedule in Pitchside is always the current one.',
  coachOf: (team) => `coach of ${team}`,
  referee: 'referee',
  at: (date, time, field) => `${date} ${time}${field ? ` on ${field}` : ''}`,
  published: (time) => `${time} (published)`,
  onTimeAgain: (time) => `${time}, on time again`,
};

const sv: ScheduleMailWords = {
  subject: (tournament) => `Ändrat spelschema: ${tournament}`,
  intro: (name, tournament, count) => `Hej ${name}, arrangörerna av ${tournament} har flyttat ${isOne('sv', count) ? 'en match' : `${count} matcher`} som berör dig.`,
  outro: 'Kontrollera de nya tiderna och planerna. Spelschemat i Pitchside är alltid det aktuella.',
  coachOf: (team) => `tränare för ${team}`,
  referee: 'domare',
  at: (date, time, field) => `${date} ${time}${field ? ` på ${field}` : ''}`,
  published: (time) => `${time} (publicerad)`,
  onTimeAgain: (time) => `${time}, i tid igen`,
};

const de: ScheduleMailWords = {
  subject: (tournament) => `Spielplanänderung: ${tournament}`,
  intro: (name, tournament, count) =>
    `Hallo ${name}, die Veranstalter von ${tournament} haben ${isOne('de', count) ? 'ein Spiel verlegt, das dich betrifft' : `${count} Spiele verlegt, die dich betreffen`}.`,
  outro: 'Bitte prüfe die neuen Zeiten und Plätze. Der Spielplan in Pitchside ist immer der aktuelle.',
  coachOf: (team) => `Trainer von ${team}`,
  referee: 'Schiedsrichter',
  at: (date, time, field) => `${date} ${time}${field ? ` auf ${field}` : ''}`,
  published: (time) => `${time} (veröffentlicht)`,
  onTimeAgain: (time) => `${time}, wieder pünktlich`,
};

const es: ScheduleMailWords = {
  subject: (tournament) => `Cambio de calendario: ${tournament}`,
  intro: (name, tournament, count) => `Hola ${name}: los organizadores de ${tournament} han movido ${isOne('es', count) ? 'un partido que te afecta' : `${count} partidos que te afectan`}.`,
  outro: 'Revisa las nuevas horas y campos. El calendario de Pitchside es siempre el vigente.',
  coachOf: (team) => `entrenador de ${team}`,
  referee: 'árbitro',
  at: (date, time, field) => `${date} ${time}${field ? ` en ${field}` : ''}`,
  published: (time) => `${time} (publicada)`,
  onTimeAgain: (time) => `${time}, de nuevo en hora`,
};

const fr: ScheduleMailWords = {
  subject: (tournament) => `Changement de calendrier : ${tournament}`,
  intro: (name, tournament, count) => `Bonjour ${name}, les organisateurs de ${tournament} ont déplacé ${isOne('fr', count) ? 'un match qui vous concerne' : `${count} matchs qui vous concernent`}.`,
  outro: 'Vérifiez les nouveaux horaires et terrains. Le calendrier de Pitchside est toujours à jour.',
  coachOf: (team) => `entraîneur de ${team}`,
  referee: 'arbitre',
  at: (date, time, field) => `${date} ${time}${field ? ` sur ${field}` : ''}`,
  published: (time) => `${time} (publié)`,
  onTimeAgain: (time) => `${time}, de nouveau à l’heure`,
};

/** The schedule-change e-mail's words in `locale` (English without one). */
export const scheduleMailWords = wordsOf<ScheduleMailWords>({ en, sv, de, es, fr });
