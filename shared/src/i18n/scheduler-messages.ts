import { wordsOf } from './word-table';

/**
 * The scheduler's reasons shown on the organizer's screen, sent as a code with its values
 * (for a screen that words them itself) and worded in the caller's language (`reason`, from the request's
 * Accept-Language). Team, pitch, division and referee names go in as typed; dates and times as stored
 * ('2026-06-13', '10:00'). English is the original text.
 */
export type StaleAssignmentCode = 'referee_clash' | 'moved';
export type RestoreSkipCode = 'played' | 'gone' | 'played_since';

export interface SchedulerWords {
  /** When the row names no referee. */
  theReferee: string;
  /** '2026-06-13 10:00 on Pitch 1' (no pitch: without it). */
  at: (date: string, time: string, field: string | null) => string;
  staleAssignment: {
    referee_clash: (referee: string, match: string, time: string, date: string) => string;
    moved: (referee: string, from: string, to: string) => string;
  };
  restoreSkip: Record<RestoreSkipCode, string>;
}

const en: SchedulerWords = {
  theReferee: 'the referee',
  at: (date, time, field) => `${date} ${time}${field ? ` on ${field}` : ''}`,
  staleAssignment: {
    referee_clash: (referee, match, time, date) => `${referee} also referees ${match} at ${time} on ${date}`,
    moved: (referee, from, to) => `Moved from ${from} to ${to}: check that ${referee} can still referee it`,
  },
  restoreSkip: {
    played: 'Played: it stays where it was played',
    gone: 'No longer in the tournament: its division, teams or groups changed',
    played_since: 'Played since the version was saved: it stays',
  },
};

const sv: SchedulerWords = {
  theReferee: 'domaren',
  at: (date, time, field) => `${date} ${time}${field ? ` på ${field}` : ''}`,
  staleAssignment: {
    referee_clash: (referee, match, time, date) => `${referee} dömer också ${match} kl. ${time} den ${date}`,
    moved: (referee, from, to) => `Flyttad från ${from} till ${to}: kontrollera att ${referee} fortfarande kan döma den`,
  },
  restoreSkip: {
    played: 'Spelad: den ligger kvar där den spelades',
    gone: 'Finns inte längre i turneringen: dess klass, lag eller grupper har ändrats',
    played_since: 'Spelad sedan versionen sparades: den ligger kvar',
  },
};

const de: SchedulerWords = {
  theReferee: 'der Schiedsrichter',
  at: (date, time, field) => `${date} ${time}${field ? ` auf ${field}` : ''}`,
  staleAssignment: {
    referee_clash: (referee, match, time, date) => `${referee} pfeift auch ${match} um ${time} am ${date}`,
    moved: (referee, from, to) => `Verlegt von ${from} auf ${to}: Prüfe, ob ${referee} das Spiel noch pfeifen kann`,
  },
  restoreSkip: {
    played: 'Gespielt: Es bleibt, wo es gespielt wurde',
    gone: 'Nicht mehr im Turnier: Seine Klasse, Mannschaften oder Gruppen haben sich geändert',
    played_since: 'Gespielt, seit die Version gespeichert wurde: Es bleibt',
  },
};

const es: SchedulerWords = {
  theReferee: 'el árbitro',
  at: (date, time, field) => `${date} ${time}${field ? ` en ${field}` : ''}`,
  staleAssignment: {
    referee_clash: (referee, match, time, date) => `${referee} también arbitra ${match} a las ${time} el ${date}`,
    moved: (referee, from, to) => `Movido de ${from} a ${to}: comprueba que ${referee} todavía puede arbitrarlo`,
  },
  restoreSkip: {
    played: 'Jugado: se queda donde se jugó',
    gone: 'Ya no está en el torneo: su categoría, sus equipos o sus grupos cambiaron',
    played_since: 'Jugado desde que se guardó la versión: se queda',
  },
};

const fr: SchedulerWords = {
  theReferee: 'l’arbitre',
  at: (date, time, field) => `${date} ${time}${field ? ` sur ${field}` : ''}`,
  staleAssignment: {
    referee_clash: (referee, match, time, date) => `${referee} arbitre aussi ${match} à ${time} le ${date}`,
    moved: (referee, from, to) => `Déplacé de ${from} à ${to} : vérifiez que ${referee} peut toujours l’arbitrer`,
  },
  restoreSkip: {
    played: 'Joué : il reste là où il a été joué',
    gone: 'N’est plus dans le tournoi : sa catégorie, ses équipes ou ses groupes ont changé',
    played_since: 'Joué depuis l’enregistrement de la version : il reste',
  },
};

/** The scheduler's reasons in `locale` (English without one). */
export const schedulerWords = wordsOf<SchedulerWords>({ en, sv, de, es, fr });
