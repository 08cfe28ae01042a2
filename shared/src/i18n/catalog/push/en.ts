/**
 * The push notifications' words in English (ICU MessageFormat), keyed by a stable id. services/notifications
 * words each push from these in the language its phone followed in; team, pitch, player and division names
 * and the score are values as typed. Every other language words the same ids; the English is the original
 * text.
 */
export const PUSH_EN = {
  'push.versus': '{home} v {away}',
  'push.onPitch': 'on {pitch}',
  'push.kickoff': 'Kick-off: {teams}',
  'push.goal': 'Goal! {score}',
  'push.halftime': 'Half-time: {score}',
  'push.fulltime': 'Full-time: {score}',
  'push.newTime': 'New time: {teams}',
  'push.now': 'Now {where}',
  'push.youReferee': 'You referee {teams}',
  'push.confirmTitle': 'Confirm the score: {score}',
  'push.confirmBody': 'The referee has completed the match. Confirm or dispute the result.',
  'push.missingTitle': 'Score not confirmed: {score}',
  'push.missingBody': 'A coach has not confirmed this result yet.',
  'push.disputedTitle': 'Result disputed: {score}',
  'push.disputedBody': 'A coach disputes this result. Open the match to resolve it.',
  'push.groupPlaces': '{division} {group}: final places',
  'push.points': '{points} pts',
} as const;

export type PushMessageId = keyof typeof PUSH_EN;
