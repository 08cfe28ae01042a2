import type { PushMessageId } from './en';

/** The push notifications' words in de (ICU MessageFormat), by the ids of the English catalog. */
export const PUSH_DE = {
  'push.versus': '{home} – {away}',
  'push.onPitch': 'auf {pitch}',
  'push.kickoff': 'Anstoß: {teams}',
  'push.goal': 'Tor! {score}',
  'push.halftime': 'Halbzeit: {score}',
  'push.fulltime': 'Abpfiff: {score}',
  'push.newTime': 'Neue Zeit: {teams}',
  'push.now': 'Jetzt {where}',
  'push.youReferee': 'Du pfeifst {teams}',
  'push.confirmTitle': 'Ergebnis bestätigen: {score}',
  'push.confirmBody': 'Der Schiedsrichter hat das Spiel beendet. Bestätige das Ergebnis oder widersprich.',
  'push.missingTitle': 'Ergebnis nicht bestätigt: {score}',
  'push.missingBody': 'Ein Trainer hat dieses Ergebnis noch nicht bestätigt.',
  'push.disputedTitle': 'Ergebnis angefochten: {score}',
  'push.disputedBody': 'Ein Trainer ficht dieses Ergebnis an. Öffne das Spiel, um es zu klären.',
  'push.groupPlaces': '{division} {group}: Endplatzierungen',
  'push.points': '{points} Pkt.',
} satisfies Record<PushMessageId, string>;
