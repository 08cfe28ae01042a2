import type { PushMessageId } from './en';

/** The push notifications' words in es (ICU MessageFormat), by the ids of the English catalog. */
export const PUSH_ES = {
  'push.versus': '{home} – {away}',
  'push.onPitch': 'en {pitch}',
  'push.kickoff': 'Empieza: {teams}',
  'push.goal': '¡Gol! {score}',
  'push.halftime': 'Descanso: {score}',
  'push.fulltime': 'Final: {score}',
  'push.newTime': 'Nueva hora: {teams}',
  'push.now': 'Ahora {where}',
  'push.youReferee': 'Arbitras {teams}',
  'push.confirmTitle': 'Confirma el resultado: {score}',
  'push.confirmBody': 'El árbitro ha terminado el partido. Confirma o impugna el resultado.',
  'push.missingTitle': 'Resultado sin confirmar: {score}',
  'push.missingBody': 'Un entrenador aún no ha confirmado este resultado.',
  'push.disputedTitle': 'Resultado impugnado: {score}',
  'push.disputedBody': 'Un entrenador impugna este resultado. Abre el partido para resolverlo.',
  'push.groupPlaces': '{division} {group}: puestos finales',
  'push.points': '{points} pts.',
} satisfies Record<PushMessageId, string>;
