import type { IntlShape } from 'react-intl';

/** What the console stores for a scorer or a booked player it could not name (see matches/player-choice). */
export const UNKNOWN_PLAYER = 'Unknown player';

/**
 * A player's name as stored, except the console's own 'Unknown player' / 'Unknown player #4', which are
 * Pitchside's words and read in the language on screen. Names typed by organizers stay as typed.
 */
export function playerDisplayName(intl: IntlShape, name: string): string {
  if (name === UNKNOWN_PLAYER) return intl.formatMessage({ id: 'player.unknown' });
  const jersey = /^Unknown player #(\d+)$/.exec(name)?.[1];
  return jersey ? intl.formatMessage({ id: 'player.unknownJersey' }, { jersey }) : name;
}
