import { wordsOf } from './word-table';

/**
 * Push notification wording in each language (issue 20): a follower's phone gets the words of the language
 * it followed in; a signed-in person's phone, the language they registered it in. Team, pitch, player and
 * division names and the organizer's reason are passed in as typed. English is the original text.
 */
export interface PushWords {
  /** "Ajax v Borussia" */
  versus: (home: string, away: string) => string;
  onPitch: (field: string) => string;
  kickoff: (teams: string) => string;
  goal: (score: string) => string;
  halftime: (score: string) => string;
  fulltime: (score: string) => string;
  newTime: (teams: string) => string;
  now: (where: string) => string;
  youReferee: (teams: string) => string;
  confirmTitle: (score: string) => string;
  confirmBody: string;
  missingTitle: (score: string) => string;
  missingBody: string;
  disputedTitle: (score: string) => string;
  disputedBody: string;
  groupPlaces: (division: string, group: string) => string;
  points: (points: number) => string;
}

const en: PushWords = {
  versus: (home, away) => `${home} v ${away}`,
  onPitch: (field) => `on ${field}`,
  kickoff: (teams) => `Kick-off: ${teams}`,
  goal: (score) => `Goal! ${score}`,
  halftime: (score) => `Half-time: ${score}`,
  fulltime: (score) => `Full-time: ${score}`,
  newTime: (teams) => `New time: ${teams}`,
  now: (where) => `Now ${where}`,
  youReferee: (teams) => `You referee ${teams}`,
  confirmTitle: (score) => `Confirm the score: ${score}`,
  confirmBody: 'The referee has completed the match. Confirm or dispute the result.',
  missingTitle: (score) => `Score not confirmed: ${score}`,
  missingBody: 'A coach has not confirmed this result yet.',
  disputedTitle: (score) => `Result disputed: ${score}`,
  disputedBody: 'A coach disputes this result. Open the match to resolve it.',
  groupPlaces: (division, group) => `${division} ${group}: final places`,
  points: (points) => `${points} pts`,
};

const sv: PushWords = {
  versus: (home, away) => `${home} – ${away}`,
  onPitch: (field) => `på ${field}`,
  kickoff: (teams) => `Avspark: ${teams}`,
  goal: (score) => `Mål! ${score}`,
  halftime: (score) => `Halvtid: ${score}`,
  fulltime: (score) => `Slutresultat: ${score}`,
  newTime: (teams) => `Ny tid: ${teams}`,
  now: (where) => `Nu ${where}`,
  youReferee: (teams) => `Du dömer ${teams}`,
  confirmTitle: (score) => `Bekräfta resultatet: ${score}`,
  confirmBody: 'Domaren har avslutat matchen. Bekräfta eller bestrid resultatet.',
  missingTitle: (score) => `Resultatet är inte bekräftat: ${score}`,
  missingBody: 'En tränare har inte bekräftat resultatet än.',
  disputedTitle: (score) => `Resultatet bestrids: ${score}`,
  disputedBody: 'En tränare bestrider resultatet. Öppna matchen för att lösa det.',
  groupPlaces: (division, group) => `${division} ${group}: slutplaceringar`,
  points: (points) => `${points} p`,
};

const de: PushWords = {
  versus: (home, away) => `${home} – ${away}`,
  onPitch: (field) => `auf ${field}`,
  kickoff: (teams) => `Anstoß: ${teams}`,
  goal: (score) => `Tor! ${score}`,
  halftime: (score) => `Halbzeit: ${score}`,
  fulltime: (score) => `Abpfiff: ${score}`,
  newTime: (teams) => `Neue Zeit: ${teams}`,
  now: (where) => `Jetzt ${where}`,
  youReferee: (teams) => `Du pfeifst ${teams}`,
  confirmTitle: (score) => `Ergebnis bestätigen: ${score}`,
  confirmBody: 'Der Schiedsrichter hat das Spiel beendet. Bestätige das Ergebnis oder widersprich.',
  missingTitle: (score) => `Ergebnis nicht bestätigt: ${score}`,
  missingBody: 'Ein Trainer hat dieses Ergebnis noch nicht bestätigt.',
  disputedTitle: (score) => `Ergebnis angefochten: ${score}`,
  disputedBody: 'Ein Trainer ficht dieses Ergebnis an. Öffne das Spiel, um es zu klären.',
  groupPlaces: (division, group) => `${division} ${group}: Endplatzierungen`,
  points: (points) => `${points} Pkt.`,
};

const es: PushWords = {
  versus: (home, away) => `${home} – ${away}`,
  onPitch: (field) => `en ${field}`,
  kickoff: (teams) => `Empieza: ${teams}`,
  goal: (score) => `¡Gol! ${score}`,
  halftime: (score) => `Descanso: ${score}`,
  fulltime: (score) => `Final: ${score}`,
  newTime: (teams) => `Nueva hora: ${teams}`,
  now: (where) => `Ahora ${where}`,
  youReferee: (teams) => `Arbitras ${teams}`,
  confirmTitle: (score) => `Confirma el resultado: ${score}`,
  confirmBody: 'El árbitro ha terminado el partido. Confirma o impugna el resultado.',
  missingTitle: (score) => `Resultado sin confirmar: ${score}`,
  missingBody: 'Un entrenador aún no ha confirmado este resultado.',
  disputedTitle: (score) => `Resultado impugnado: ${score}`,
  disputedBody: 'Un entrenador impugna este resultado. Abre el partido para resolverlo.',
  groupPlaces: (division, group) => `${division} ${group}: puestos finales`,
  points: (points) => `${points} pts.`,
};

const fr: PushWords = {
  versus: (home, away) => `${home} – ${away}`,
  onPitch: (field) => `sur ${field}`,
  kickoff: (teams) => `Coup d’envoi : ${teams}`,
  goal: (score) => `But ! ${score}`,
  halftime: (score) => `Mi-temps : ${score}`,
  fulltime: (score) => `Fin du match : ${score}`,
  newTime: (teams) => `Nouvel horaire : ${teams}`,
  now: (where) => `Désormais ${where}`,
  youReferee: (teams) => `Vous arbitrez ${teams}`,
  confirmTitle: (score) => `Confirmez le score : ${score}`,
  confirmBody: 'L’arbitre a terminé le match. Confirmez ou contestez le résultat.',
  missingTitle: (score) => `Score non confirmé : ${score}`,
  missingBody: 'Un entraîneur n’a pas encore confirmé ce résultat.',
  disputedTitle: (score) => `Résultat contesté : ${score}`,
  disputedBody: 'Un entraîneur conteste ce résultat. Ouvrez le match pour le régler.',
  groupPlaces: (division, group) => `${division} ${group} : classement final`,
  points: (points) => `${points} pts`,
};

/** A push's words in `locale` (English without one). */
export const pushWords = wordsOf<PushWords>({ en, sv, de, es, fr });
