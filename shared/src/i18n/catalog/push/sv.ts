import type { PushMessageId } from './en';

/** The push notifications' words in sv (ICU MessageFormat), by the ids of the English catalog. */
export const PUSH_SV = {
  'push.versus': '{home} – {away}',
  'push.onPitch': 'på {pitch}',
  'push.kickoff': 'Avspark: {teams}',
  'push.goal': 'Mål! {score}',
  'push.halftime': 'Halvtid: {score}',
  'push.fulltime': 'Slutresultat: {score}',
  'push.newTime': 'Ny tid: {teams}',
  'push.now': 'Nu {where}',
  'push.youReferee': 'Du dömer {teams}',
  'push.confirmTitle': 'Bekräfta resultatet: {score}',
  'push.confirmBody': 'Domaren har avslutat matchen. Bekräfta eller bestrid resultatet.',
  'push.missingTitle': 'Resultatet är inte bekräftat: {score}',
  'push.missingBody': 'En tränare har inte bekräftat resultatet än.',
  'push.disputedTitle': 'Resultatet bestrids: {score}',
  'push.disputedBody': 'En tränare bestrider resultatet. Öppna matchen för att lösa det.',
  'push.groupPlaces': '{division} {group}: slutplaceringar',
  'push.points': '{points} p',
} satisfies Record<PushMessageId, string>;
