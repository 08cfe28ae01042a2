import { MAX_DELAY_MINUTES } from '../scheduling/running-late';
import type { Locale } from './locales';
import type { Translations } from './word-table';

/**
 * The field messages of the tournament, team and scheduling schemas (shared/entities, scheduling), in the
 * other languages. Rows of the server table (`translateServerMessage`): the API answers a 400 with them
 * and the forms check with the same schemas, so both say the same words. Keyed by the English text.
 */
export const FORM_MESSAGES: Record<string, Translations> = {
  // The tournament's settings (entities/tournament.ts, tournament-structure.ts, time/time-zone.ts, standings).
  'Use a date like 2026-06-01': { sv: 'Ange ett datum som 2026-06-01', de: 'Gib ein Datum wie 2026-06-01 ein', es: 'Usa una fecha como 2026-06-01', fr: 'Saisissez une date comme 2026-06-01' },
  'Choose at least one age group': {
    sv: 'Välj minst en åldersgrupp',
    de: 'Wähle mindestens eine Altersklasse',
    es: 'Elige al menos una categoría de edad',
    fr: 'Choisissez au moins une catégorie d’âge',
  },
  'Choose at least one gender': { sv: 'Välj minst ett kön', de: 'Wähle mindestens ein Geschlecht', es: 'Elige al menos un género', fr: 'Choisissez au moins un genre' },
  'Keep the name under 120 characters': {
    sv: 'Håll namnet under 120 tecken',
    de: 'Der Name darf höchstens 120 Zeichen lang sein',
    es: 'El nombre debe tener menos de 120 caracteres',
    fr: 'Le nom doit faire moins de 120 caractères',
  },
  'Keep the venue under 200 characters': {
    sv: 'Håll anläggningens namn under 200 tecken',
    de: 'Die Anlage darf höchstens 200 Zeichen lang sein',
    es: 'La sede debe tener menos de 200 caracteres',
    fr: 'Le site doit faire moins de 200 caractères',
  },
  'The end date cannot be before the start date': {
    sv: 'Slutdatumet kan inte vara före startdatumet',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    es: 'La fecha de fin no puede ser anterior a la de inicio',
    fr: 'La date de fin ne peut pas précéder la date de début',
  },
  'Choose league or tournament': { sv: 'Välj liga eller turnering', de: 'Wähle Liga oder Turnier', es: 'Elige liga o torneo', fr: 'Choisissez championnat ou tournoi' },
  'Choose weekdays or weekends': { sv: 'Välj vardagar eller helger', de: 'Wähle Wochentage oder Wochenenden', es: 'Elige entre semana o fines de semana', fr: 'Choisissez la semaine ou le week-end' },
  'Choose a time zone from the list': {
    sv: 'Välj en tidszon i listan',
    de: 'Wähle eine Zeitzone aus der Liste',
    es: 'Elige una zona horaria de la lista',
    fr: 'Choisissez un fuseau horaire dans la liste',
  },
  'Choose a time zone from the list, like Europe/Stockholm': {
    sv: 'Välj en tidszon i listan, till exempel Europe/Stockholm',
    de: 'Wähle eine Zeitzone aus der Liste, zum Beispiel Europe/Stockholm',
    es: 'Elige una zona horaria de la lista, por ejemplo Europe/Stockholm',
    fr: 'Choisissez un fuseau horaire dans la liste, par exemple Europe/Stockholm',
  },
  'Each tie-breaker may appear only once': {
    sv: 'Varje särskiljningsregel får bara finnas med en gång',
    de: 'Jedes Entscheidungskriterium darf nur einmal vorkommen',
    es: 'Cada criterio de desempate solo puede aparecer una vez',
    fr: 'Chaque critère de départage ne peut figurer qu’une fois',
  },
  'Keep the division under 100 characters': {
    sv: 'Håll divisionens namn under 100 tecken',
    de: 'Die Staffel darf höchstens 100 Zeichen lang sein',
    es: 'La división debe tener menos de 100 caracteres',
    fr: 'La division doit faire moins de 100 caractères',
  },
  'Keep the bracket under 100 characters': {
    sv: 'Håll gruppens namn under 100 tecken',
    de: 'Die Gruppe darf höchstens 100 Zeichen lang sein',
    es: 'El grupo debe tener menos de 100 caracteres',
    fr: 'Le groupe doit faire moins de 100 caractères',
  },
  // Teams and rosters (entities/team.ts, tournament-team.ts, player.ts) and their imports.
  'Keep the team name under 100 characters': {
    sv: 'Håll lagets namn under 100 tecken',
    de: 'Der Mannschaftsname darf höchstens 100 Zeichen lang sein',
    es: 'El nombre del equipo debe tener menos de 100 caracteres',
    fr: 'Le nom de l’équipe doit faire moins de 100 caractères',
  },
  'Keep the club under 100 characters': {
    sv: 'Håll klubbens namn under 100 tecken',
    de: 'Der Verein darf höchstens 100 Zeichen lang sein',
    es: 'El club debe tener menos de 100 caracteres',
    fr: 'Le club doit faire moins de 100 caractères',
  },
  'Keep the registration id under 64 characters': {
    sv: 'Håll registrerings-id:t under 64 tecken',
    de: 'Die Registrierungs-ID darf höchstens 64 Zeichen lang sein',
    es: 'El ID de registro debe tener menos de 64 caracteres',
    fr: 'L’identifiant d’inscription doit faire moins de 64 caractères',
  },
  'Use a date like 2013-04-02': { sv: 'Ange ett datum som 2013-04-02', de: 'Gib ein Datum wie 2013-04-02 ein', es: 'Usa una fecha como 2013-04-02', fr: 'Saisissez une date comme 2013-04-02' },
  'Keep at most 30 extra columns': { sv: 'Högst 30 extra kolumner', de: 'Höchstens 30 zusätzliche Spalten', es: 'Como máximo 30 columnas adicionales', fr: 'Au maximum 30 colonnes supplémentaires' },
  'The file has no teams': { sv: 'Filen innehåller inga lag', de: 'Die Datei enthält keine Mannschaften', es: 'El archivo no contiene equipos', fr: 'Le fichier ne contient aucune équipe' },
  'Import at most 500 teams at a time': {
    sv: 'Importera högst 500 lag åt gången',
    de: 'Importiere höchstens 500 Mannschaften auf einmal',
    es: 'Importa como máximo 500 equipos a la vez',
    fr: 'Importez au maximum 500 équipes à la fois',
  },
  'The file has no players': { sv: 'Filen innehåller inga spelare', de: 'Die Datei enthält keine Spieler', es: 'El archivo no contiene jugadores', fr: 'Le fichier ne contient aucun joueur' },
  'Import at most 500 players at a time': {
    sv: 'Importera högst 500 spelare åt gången',
    de: 'Importiere höchstens 500 Spieler auf einmal',
    es: 'Importa como máximo 500 jugadores a la vez',
    fr: 'Importez au maximum 500 joueurs à la fois',
  },
  'The file has no users': { sv: 'Filen innehåller inga användare', de: 'Die Datei enthält keine Benutzer', es: 'El archivo no contiene usuarios', fr: 'Le fichier ne contient aucun utilisateur' },
  'Import at most 1000 users at a time': {
    sv: 'Importera högst 1000 användare åt gången',
    de: 'Importiere höchstens 1000 Benutzer auf einmal',
    es: 'Importa como máximo 1000 usuarios a la vez',
    fr: 'Importez au maximum 1000 utilisateurs à la fois',
  },
  // Why an import skipped a row (tournaments/team-api.ts SKIP_REASONS), shown in the import's report.
  'A team with this id exists already': {
    sv: 'Det finns redan ett lag med detta id',
    de: 'Eine Mannschaft mit dieser ID gibt es schon',
    es: 'Ya existe un equipo con este ID',
    fr: 'Une équipe avec cet identifiant existe déjà',
  },
  'A player with this registrationId exists already': {
    sv: 'Det finns redan en spelare med detta registrationId',
    de: 'Einen Spieler mit dieser registrationId gibt es schon',
    es: 'Ya existe un jugador con este registrationId',
    fr: 'Un joueur avec ce registrationId existe déjà',
  },
  'The player has no team id': { sv: 'Spelaren har inget lag-id', de: 'Der Spieler hat keine Mannschafts-ID', es: 'El jugador no tiene ID de equipo', fr: 'Le joueur n’a pas d’identifiant d’équipe' },
  'The player belongs to another team': {
    sv: 'Spelaren tillhör ett annat lag',
    de: 'Der Spieler gehört zu einer anderen Mannschaft',
    es: 'El jugador pertenece a otro equipo',
    fr: 'Le joueur appartient à une autre équipe',
  },
  // Matches added by hand (entities/match.ts; the web's add-match check and services/matches).
  'Use a time like 09:30': { sv: 'Ange en tid som 09:30', de: 'Gib eine Uhrzeit wie 09:30 ein', es: 'Usa una hora como 09:30', fr: 'Saisissez une heure comme 09:30' },
  'A team cannot play itself': {
    sv: 'Ett lag kan inte möta sig självt',
    de: 'Eine Mannschaft kann nicht gegen sich selbst spielen',
    es: 'Un equipo no puede jugar contra sí mismo',
    fr: 'Une équipe ne peut pas jouer contre elle-même',
  },
  // Scheduling (scheduling/schedule-input.ts, schedule-api.ts, running-late-api.ts).
  'Time must be HH:MM': { sv: 'Ange tiden som TT:MM', de: 'Gib die Uhrzeit als HH:MM ein', es: 'Usa el formato HH:MM', fr: 'Saisissez l’heure au format HH:MM' },
  'A day must end after it starts': {
    sv: 'En dag måste sluta efter att den börjar',
    de: 'Ein Tag muss nach seinem Beginn enden',
    es: 'Un día debe terminar después de empezar',
    fr: 'Une journée doit se terminer après son début',
  },
  'A group needs at least two teams: move the lone team into another bracket': {
    sv: 'En grupp behöver minst två lag: flytta det ensamma laget till en annan grupp',
    de: 'Eine Gruppe braucht mindestens zwei Mannschaften: Verschiebe die einzelne Mannschaft in eine andere Gruppe',
    es: 'Un grupo necesita al menos dos equipos: pasa el equipo solitario a otro grupo',
    fr: 'Un groupe doit compter au moins deux équipes : déplacez l’équipe isolée dans un autre groupe',
  },
  'Shift by minutes, or move to another pitch or day': {
    sv: 'Flytta med ett antal minuter, eller till en annan plan eller dag',
    de: 'Um Minuten verschieben oder auf einen anderen Platz oder Tag verlegen',
    es: 'Desplaza unos minutos o pasa a otro campo u otro día',
    fr: 'Décalez de quelques minutes, ou déplacez vers un autre terrain ou un autre jour',
  },
  'Please name this version': { sv: 'Ge versionen ett namn', de: 'Bitte gib dieser Version einen Namen', es: 'Pon un nombre a esta versión', fr: 'Veuillez nommer cette version' },
  'Say how many minutes late': { sv: 'Ange hur många minuter sent', de: 'Gib an, wie viele Minuten später', es: 'Indica cuántos minutos de retraso', fr: 'Indiquez combien de minutes de retard' },
  'Whole minutes': { sv: 'Hela minuter', de: 'Ganze Minuten', es: 'Minutos enteros', fr: 'Minutes entières' },
  'A delay cannot be negative': {
    sv: 'En försening kan inte vara negativ',
    de: 'Eine Verspätung kann nicht negativ sein',
    es: 'Un retraso no puede ser negativo',
    fr: 'Un retard ne peut pas être négatif',
  },
  [`At most ${MAX_DELAY_MINUTES} minutes`]: {
    sv: `Högst ${MAX_DELAY_MINUTES} minuter`,
    de: `Höchstens ${MAX_DELAY_MINUTES} Minuten`,
    es: `Como máximo ${MAX_DELAY_MINUTES} minutos`,
    fr: `Au maximum ${MAX_DELAY_MINUTES} minutes`,
  },
};

/** The fields these forms name in 'Please input your …', with their possessive (as FIELD_NAMES in server-messages). */
export const FORM_FIELD_NAMES: Record<string, Translations> = {
  'Tournament name': { sv: 'turneringens namn', de: 'den Namen des Turniers', es: 'el nombre del torneo', fr: 'le nom du tournoi' },
  Venue: { sv: 'anläggningen', de: 'die Anlage', es: 'la sede', fr: 'le site' },
  'Start date': { sv: 'startdatumet', de: 'das Startdatum', es: 'la fecha de inicio', fr: 'la date de début' },
  'End date': { sv: 'slutdatumet', de: 'das Enddatum', es: 'la fecha de fin', fr: 'la date de fin' },
  Date: { sv: 'datumet', de: 'das Datum', es: 'la fecha', fr: 'la date' },
  'Team name': { sv: 'lagets namn', de: 'den Mannschaftsnamen', es: 'el nombre del equipo', fr: 'le nom de l’équipe' },
  Team: { sv: 'laget', de: 'die Mannschaft', es: 'el equipo', fr: 'l’équipe' },
  Division: { sv: 'divisionen', de: 'die Staffel', es: 'la división', fr: 'la division' },
  Bracket: { sv: 'gruppen', de: 'die Gruppe', es: 'el grupo', fr: 'le groupe' },
  'Home Team': { sv: 'hemmalaget', de: 'die Heimmannschaft', es: 'el equipo local', fr: 'l’équipe à domicile' },
  Role: { sv: 'rollen', de: 'die Rolle', es: 'el rol', fr: 'le rôle' },
  'Away Team': { sv: 'bortalaget', de: 'die Gastmannschaft', es: 'el equipo visitante', fr: 'l’équipe à l’extérieur' },
};

type Pattern = readonly [pattern: RegExp, words: Translations];

/**
 * Messages with a value in them: zod's own English for a limit the schemas leave unworded (a setup's
 * minutes, a pitch's name) and the knockout check of a division. `{1}`, `{2}` are the captured values.
 */
const FORM_PATTERNS: readonly Pattern[] = [
  [/^Too small: expected number to be >=(-?\d+)$/, { sv: 'Ange {1} eller mer', de: 'Mindestens {1}', es: 'Usa {1} o más', fr: 'Saisissez {1} ou plus' }],
  [/^Too small: expected number to be >(-?\d+)$/, { sv: 'Ange mer än {1}', de: 'Mehr als {1}', es: 'Usa más de {1}', fr: 'Saisissez plus de {1}' }],
  [/^Too big: expected number to be <=(-?\d+)$/, { sv: 'Ange högst {1}', de: 'Höchstens {1}', es: 'Usa como máximo {1}', fr: 'Saisissez au maximum {1}' }],
  [
    /^Too small: expected string to have >=(\d+) characters?$/,
    { sv: 'Använd minst {1} tecken', de: 'Mindestens {1} Zeichen', es: 'Usa al menos {1} caracteres', fr: 'Utilisez au moins {1} caractères' },
  ],
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    { sv: 'Använd högst {1} tecken', de: 'Höchstens {1} Zeichen', es: 'Usa como máximo {1} caracteres', fr: 'Utilisez au maximum {1} caractères' },
  ],
  [/^Too big: expected array to have <=(\d+) items$/, { sv: 'Högst {1} rader', de: 'Höchstens {1} Einträge', es: 'Como máximo {1} elementos', fr: 'Au maximum {1} éléments' }],
  [/^Invalid ISO date$/, { sv: 'Ange ett datum som 2026-06-01', de: 'Gib ein Datum wie 2026-06-01 ein', es: 'Usa una fecha como 2026-06-01', fr: 'Saisissez une date comme 2026-06-01' }],
  [/^Invalid input: expected int, received number$/, { sv: 'Ange ett heltal', de: 'Gib eine ganze Zahl ein', es: 'Usa un número entero', fr: 'Saisissez un nombre entier' }],
  [/^Invalid input: expected number, received \w+$/, { sv: 'Ange ett tal', de: 'Gib eine Zahl ein', es: 'Introduce un número', fr: 'Saisissez un nombre' }],
  [/^Too small: expected array to have >=(\d+) items?$/, { sv: 'Välj minst {1}', de: 'Wähle mindestens {1} aus', es: 'Elige al menos {1}', fr: 'Choisissez-en au moins {1}' }],
  // The wrong kind of value altogether: only a hand-written request sends one, a form's inputs cannot.
  [/^Invalid input(: expected \w+, received \w+)?$/, { sv: 'Ogiltigt värde', de: 'Ungültiger Wert', es: 'Valor no válido', fr: 'Valeur invalide' }],
  [/^Unrecognized keys?: .+$/, { sv: 'Okänt fält', de: 'Unbekanntes Feld', es: 'Campo desconocido', fr: 'Champ inconnu' }],
  [
    /^Invalid option: expected one of .+$|^Invalid discriminator value\. Expected .+$/,
    { sv: 'Välj ett av alternativen', de: 'Wähle eine der Möglichkeiten', es: 'Elige una de las opciones', fr: 'Choisissez l’une des options' },
  ],
  [
    /^Division '(.+)' has a group of (\d+): (\d+) cannot qualify from it$/,
    {
      sv: 'Divisionen {1} har en grupp med {2} lag: {3} kan inte gå vidare från den',
      de: 'Die Staffel {1} hat eine Gruppe mit {2} Mannschaften: {3} können daraus nicht weiterkommen',
      es: 'La división {1} tiene un grupo de {2}: no pueden clasificarse {3} de él',
      fr: 'La division {1} a un groupe de {2} : {3} ne peuvent pas s’en qualifier',
    },
  ],
];

/** A message with a value (above) in `locale`, or undefined when no pattern knows it. */
export function translatedFormPattern(locale: Exclude<Locale, 'en'>, message: string): string | undefined {
  for (const [pattern, words] of FORM_PATTERNS) {
    const found = pattern.exec(message);
    if (found) return words[locale].replace(/\{(\d)\}/g, (_, index: string) => found[Number(index)] ?? '');
  }
  return undefined;
}
