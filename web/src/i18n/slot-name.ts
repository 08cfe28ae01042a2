import type { IntlShape } from 'react-intl';

type Words = Pick<IntlShape, 'formatMessage'>;

// shared's `knockoutSourceLabel` words, read here rather than through shared's `parseKnockoutLabel`: the
// public pages carry this on every route, within their JS budget (docs/performance.md).
const GROUP_WINNER = /^Winner Group ([A-Z]+)$/;
const GROUP_PLACE = /^(\d+)(?:st|nd|rd|th) Group ([A-Z]+)$/;
const BEST = /^Best (\d+)(?:st|nd|rd|th) #(\d+)$/;
// Only a slot's own code ('F', '3P', 'SF1', 'QF2', 'R16-3'): 'Winner Eagles' is a team's name.
const FROM_MATCH = /^(Winner|Loser) (F|3P|SF\d+|QF\d+|R\d+-\d+)$/;

/**
 * A knockout side's placeholder as the scheduler stores it in the team name until the team is known
 * ('Winner Group A', '2nd Group B', 'Best 3rd #1', 'Winner SF1', 'Loser QF2' — shared/scheduling's
 * `knockoutSourceLabel`), in the reader's language. English reads exactly as stored. Anything else — a
 * team the organizer named — is returned as typed; a 'Winner …' whose code is no knockout slot is a name.
 */
export function slotName(intl: Words, name: string): string {
  let found = GROUP_WINNER.exec(name);
  if (found) return intl.formatMessage({ id: 'slot.groupWinner' }, { group: found[1] });
  found = GROUP_PLACE.exec(name);
  if (found) return intl.formatMessage({ id: 'slot.groupPlace' }, { place: Number(found[1]), group: found[2] });
  found = BEST.exec(name);
  if (found) return intl.formatMessage({ id: 'slot.best' }, { place: Number(found[1]), rank: Number(found[2]) });
  found = FROM_MATCH.exec(name);
  if (found) return intl.formatMessage({ id: found[1] === 'Winner' ? 'slot.winner' : 'slot.loser' }, { match: found[2] });
  return name;
}

/** The placeholders a knockout match carries (`PublicKnockout`, the board's fixture labels). */
export interface SlotLabels {
  homeLabel?: string | null | undefined;
  awayLabel?: string | null | undefined;
}

/**
 * A team name as shown for one side of a match: the slot's placeholder in the reader's language while
 * the team is unknown (the name is still the placeholder), else the name as typed. Without the labels
 * (no knockout match) the name is never looked at.
 */
export function sideName(intl: Words, name: string, labels: SlotLabels | null | undefined, side: 'home' | 'away'): string {
  const label = side === 'home' ? labels?.homeLabel : labels?.awayLabel;
  return label && label === name ? slotName(intl, name) : name;
}

/**
 * A match of the matches service (`MatchView`: no slot labels, a `stage`): a knockout match's sides worded
 * while they are placeholders. The same object when nothing changes, so it is safe to derive each render.
 */
export function withSlotNames<T extends { homeTeam: string; awayTeam: string; stage?: string | undefined }>(intl: Words, match: T): T {
  if (match.stage !== 'knockout') return match;
  const homeTeam = slotName(intl, match.homeTeam);
  const awayTeam = slotName(intl, match.awayTeam);
  return homeTeam === match.homeTeam && awayTeam === match.awayTeam ? match : { ...match, homeTeam, awayTeam };
}
