import type { Locale } from './locales';
import { plural, wordsOf } from './word-table';

/**
 * The fixed words of the schedules that leave Pitchside: the printable PDF and the calendar
 * feeds' event texts, in the reader's language (the page's, or the feed URL's `lang`). Team, pitch,
 * division, venue and tournament names go in as typed. English is the original text; the PDF's words
 * match the printable page's (`print.*` in the web catalogs).
 */
export interface ScheduleOutputWords {
  headers: { kickOff: string; stage: string; home: string; away: string; score: string };
  /** 'Pitch 1 (3 matches)': a pitch's table title. */
  pitchMatches: (pitch: string, count: number) => string;
  continued: (pitch: string) => string;
  noPitch: string;
  noneThisDay: string;
  noneYet: string;
  page: (page: number, pages: number) => string;
  /** The foot of each page: when it was printed, on the venue's clock ('… Stockholm time'), or in UTC. */
  printedAt: (wallClock: string, city: string) => string;
  printedUtc: (wallClock: string) => string;
  venueTime: string;
  venueTimeZone: (city: string, zone: string) => string;
  group: (letter: string) => string;
  rounds: { final: string; semiFinal: string; quarterFinal: string; thirdPlace: string; roundOf: (teams: number) => string };
  /** A calendar event's title: 'Ajax v Borussia (U12, Group A)'. */
  versus: (home: string, away: string) => string;
  runningLate: (kickOff: string, published: string) => string;
  finalScore: (home: string, homeScore: number, awayScore: number, away: string) => string;
  teamCalendar: (team: string, division: string, tournament: string, venue: string) => string;
  pitchCalendar: (pitch: string, tournament: string, venue: string) => string;
}

const en: ScheduleOutputWords = {
  headers: { kickOff: 'Kick-off', stage: 'Group / round', home: 'Home', away: 'Away', score: 'Score' },
  pitchMatches: (pitch, count) => `${pitch} (${count} ${plural('en', count, 'match', 'matches')})`,
  continued: (pitch) => `${pitch} (continued)`,
  noPitch: 'No pitch',
  noneThisDay: 'No matches on this day.',
  noneYet: 'No matches scheduled yet.',
  page: (page, pages) => `Page ${page} of ${pages}`,
  printedAt: (wallClock, city) => `printed ${wallClock} ${city} time`,
  printedUtc: (wallClock) => `printed ${wallClock} UTC`,
  venueTime: 'Times are local time at the venue',
  venueTimeZone: (city, zone) => `Times are local time at the venue (${city}, ${zone})`,
  group: (letter) => `Group ${letter}`,
  rounds: { final: 'Final', semiFinal: 'Semi-final', quarterFinal: 'Quarter-final', thirdPlace: 'Third place', roundOf: (teams) => `Round of ${teams}` },
  versus: (home, away) => `${home} v ${away}`,
  runningLate: (kickOff, published) => `Running late: kick-off ${kickOff}, published ${published}`,
  finalScore: (home, homeScore, awayScore, away) => `Final score: ${home} ${homeScore}–${awayScore} ${away}`,
  teamCalendar: (team, division, tournament, venue) => `${team} (${division}) at ${tournament}, ${venue}`,
  pitchCalendar: (pitch, tournament, venue) => `Matches on ${pitch} at ${tournament}, ${venue}`,
};

const sv: ScheduleOutputWords = {
  headers: { kickOff: 'Avspark', stage: 'Grupp / omgång', home: 'Hemma', away: 'Borta', score: 'Resultat' },
  pitchMatches: (pitch, count) => `${pitch} (${count} ${plural('sv', count, 'match', 'matcher')})`,
  continued: (pitch) => `${pitch} (fortsättning)`,
  noPitch: 'Ingen plan',
  noneThisDay: 'Inga matcher den här dagen.',
  noneYet: 'Inga matcher är schemalagda än.',
  page: (page, pages) => `Sida ${page} av ${pages}`,
  printedAt: (wallClock, city) => `utskrivet ${wallClock} ${city}-tid`,
  printedUtc: (wallClock) => `utskrivet ${wallClock} UTC`,
  venueTime: 'Tiderna är lokal tid på arenan',
  venueTimeZone: (city, zone) => `Tiderna är lokal tid på arenan (${city}, ${zone})`,
  group: (letter) => `Grupp ${letter}`,
  rounds: {
    final: 'Final',
    semiFinal: 'Semifinal',
    quarterFinal: 'Kvartsfinal',
    thirdPlace: 'Match om tredjepris',
    roundOf: (teams) => (teams === 16 ? 'Åttondelsfinal' : teams === 32 ? 'Sextondelsfinal' : `Omgången med ${teams} lag`),
  },
  versus: (home, away) => `${home} – ${away}`,
  runningLate: (kickOff, published) => `Försenad: avspark ${kickOff}, publicerad ${published}`,
  finalScore: (home, homeScore, awayScore, away) => `Slutresultat: ${home} ${homeScore}–${awayScore} ${away}`,
  teamCalendar: (team, division, tournament, venue) => `${team} (${division}) i ${tournament}, ${venue}`,
  pitchCalendar: (pitch, tournament, venue) => `Matcher på ${pitch} i ${tournament}, ${venue}`,
};

const de: ScheduleOutputWords = {
  headers: { kickOff: 'Anstoß', stage: 'Gruppe / Runde', home: 'Heim', away: 'Gast', score: 'Ergebnis' },
  pitchMatches: (pitch, count) => `${pitch} (${count} ${plural('de', count, 'Spiel', 'Spiele')})`,
  continued: (pitch) => `${pitch} (Fortsetzung)`,
  noPitch: 'Kein Platz',
  noneThisDay: 'An diesem Tag gibt es keine Spiele.',
  noneYet: 'Noch keine Spiele angesetzt.',
  page: (page, pages) => `Seite ${page} von ${pages}`,
  printedAt: (wallClock, city) => `gedruckt ${wallClock} Ortszeit ${city}`,
  printedUtc: (wallClock) => `gedruckt ${wallClock} UTC`,
  venueTime: 'Zeiten in Ortszeit am Austragungsort',
  venueTimeZone: (city, zone) => `Zeiten in Ortszeit am Austragungsort (${city}, ${zone})`,
  group: (letter) => `Gruppe ${letter}`,
  rounds: {
    final: 'Finale',
    semiFinal: 'Halbfinale',
    quarterFinal: 'Viertelfinale',
    thirdPlace: 'Spiel um Platz 3',
    roundOf: (teams) => (teams === 16 ? 'Achtelfinale' : teams === 32 ? 'Sechzehntelfinale' : `Runde der letzten ${teams}`),
  },
  versus: (home, away) => `${home} – ${away}`,
  runningLate: (kickOff, published) => `Verspätung: Anstoß ${kickOff}, geplant ${published}`,
  finalScore: (home, homeScore, awayScore, away) => `Endstand: ${home} ${homeScore}:${awayScore} ${away}`,
  teamCalendar: (team, division, tournament, venue) => `${team} (${division}) beim ${tournament}, ${venue}`,
  pitchCalendar: (pitch, tournament, venue) => `Spiele auf ${pitch} beim ${tournament}, ${venue}`,
};

const es: ScheduleOutputWords = {
  headers: { kickOff: 'Inicio', stage: 'Grupo / ronda', home: 'Local', away: 'Visitante', score: 'Resultado' },
  pitchMatches: (pitch, count) => `${pitch} (${count} ${plural('es', count, 'partido', 'partidos')})`,
  continued: (pitch) => `${pitch} (continuación)`,
  noPitch: 'Sin campo',
  noneThisDay: 'No hay partidos este día.',
  noneYet: 'Aún no hay partidos programados.',
  page: (page, pages) => `Página ${page} de ${pages}`,
  printedAt: (wallClock, city) => `impreso ${wallClock}, hora de ${city}`,
  printedUtc: (wallClock) => `impreso ${wallClock} UTC`,
  venueTime: 'Las horas son locales del lugar del torneo',
  venueTimeZone: (city, zone) => `Las horas son locales del lugar del torneo (${city}, ${zone})`,
  group: (letter) => `Grupo ${letter}`,
  rounds: {
    final: 'Final',
    semiFinal: 'Semifinal',
    quarterFinal: 'Cuartos de final',
    thirdPlace: 'Tercer puesto',
    roundOf: (teams) => (teams === 16 ? 'Octavos de final' : teams === 32 ? 'Dieciseisavos de final' : `Ronda de ${teams}`),
  },
  versus: (home, away) => `${home} – ${away}`,
  runningLate: (kickOff, published) => `Con retraso: inicio ${kickOff}, publicado ${published}`,
  finalScore: (home, homeScore, awayScore, away) => `Resultado final: ${home} ${homeScore}–${awayScore} ${away}`,
  teamCalendar: (team, division, tournament, venue) => `${team} (${division}) en ${tournament}, ${venue}`,
  pitchCalendar: (pitch, tournament, venue) => `Partidos en ${pitch} en ${tournament}, ${venue}`,
};

const fr: ScheduleOutputWords = {
  headers: { kickOff: 'Coup d’envoi', stage: 'Groupe / tour', home: 'Domicile', away: 'Extérieur', score: 'Résultat' },
  pitchMatches: (pitch, count) => `${pitch} (${count} ${plural('fr', count, 'match', 'matchs')})`,
  continued: (pitch) => `${pitch} (suite)`,
  noPitch: 'Sans terrain',
  noneThisDay: 'Aucun match ce jour-là.',
  noneYet: 'Aucun match programmé pour l’instant.',
  page: (page, pages) => `Page ${page} sur ${pages}`,
  printedAt: (wallClock, city) => `imprimé le ${wallClock}, heure de ${city}`,
  printedUtc: (wallClock) => `imprimé le ${wallClock} UTC`,
  venueTime: 'Les horaires sont à l’heure locale du lieu',
  venueTimeZone: (city, zone) => `Les horaires sont à l’heure locale du lieu (${city}, ${zone})`,
  group: (letter) => `Groupe ${letter}`,
  rounds: {
    final: 'Finale',
    semiFinal: 'Demi-finale',
    quarterFinal: 'Quart de finale',
    thirdPlace: 'Match pour la 3e place',
    roundOf: (teams) => (teams === 16 ? 'Huitièmes de finale' : teams === 32 ? 'Seizièmes de finale' : `Tour des ${teams}`),
  },
  versus: (home, away) => `${home} – ${away}`,
  runningLate: (kickOff, published) => `En retard : coup d’envoi ${kickOff}, prévu ${published}`,
  finalScore: (home, homeScore, awayScore, away) => `Score final : ${home} ${homeScore}–${awayScore} ${away}`,
  teamCalendar: (team, division, tournament, venue) => `${team} (${division}) à ${tournament}, ${venue}`,
  pitchCalendar: (pitch, tournament, venue) => `Matchs sur ${pitch} à ${tournament}, ${venue}`,
};

/** The printed and subscribed schedule's words in `locale` (English without one). */
export const scheduleOutputWords = wordsOf<ScheduleOutputWords>({ en, sv, de, es, fr });

/** A knockout round the scheduler named ('Semi-final', 'Round of 16') in `locale`; a name the organizer typed stays as typed. */
export function roundNameIn(locale: Locale, roundName: string): string {
  const { rounds } = scheduleOutputWords(locale);
  const known: Record<string, string> = { Final: rounds.final, 'Semi-final': rounds.semiFinal, 'Quarter-final': rounds.quarterFinal, 'Third place': rounds.thirdPlace };
  const roundOf = /^Round of (\d+)$/.exec(roundName)?.[1];
  return known[roundName] ?? (roundOf ? rounds.roundOf(Number(roundOf)) : roundName);
}
