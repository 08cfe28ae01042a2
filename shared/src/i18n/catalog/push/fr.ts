import type { PushMessageId } from './en';

/** The push notifications' words in fr (ICU MessageFormat), by the ids of the English catalog. */
export const PUSH_FR = {
  'push.versus': '{home} – {away}',
  'push.onPitch': 'sur {pitch}',
  'push.kickoff': 'Coup d’envoi : {teams}',
  'push.goal': 'But ! {score}',
  'push.halftime': 'Mi-temps : {score}',
  'push.fulltime': 'Fin du match : {score}',
  'push.newTime': 'Nouvel horaire : {teams}',
  'push.now': 'Désormais {where}',
  'push.youReferee': 'Vous arbitrez {teams}',
  'push.confirmTitle': 'Confirmez le score : {score}',
  'push.confirmBody': 'L’arbitre a terminé le match. Confirmez ou contestez le résultat.',
  'push.missingTitle': 'Score non confirmé : {score}',
  'push.missingBody': 'Un entraîneur n’a pas encore confirmé ce résultat.',
  'push.disputedTitle': 'Résultat contesté : {score}',
  'push.disputedBody': 'Un entraîneur conteste ce résultat. Ouvrez le match pour le régler.',
  'push.groupPlaces': '{division} {group} : classement final',
  'push.points': '{points} pts',
} satisfies Record<PushMessageId, string>;
