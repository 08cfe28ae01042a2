import { knockoutRoundNameOfCode, parseKnockoutLabel } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';

type Words = Pick<IntlShape, 'formatMessage'>;

/**
 * A knockout side's placeholder as the scheduler stores it in the team name until the team is known
 * ('Winner Group A', '2nd Group B', 'Best 3rd #1', 'Winner SF1', 'Loser QF2' — shared/scheduling's
 * `knockoutSourceLabel`), in the reader's language. English reads exactly as stored. Anything else — a
 * team the organizer named — is returned as typed; a 'Winner …' whose code is no knockout slot is a name.
 */
export function slotName(intl: Words, name: string): string {
  const source = parseKnockoutLabel(name);
  if (!source || name !== name.trim()) return name;
  switch (source.kind) {
    case 'group':
      return source.place === 1
        ? intl.formatMessage({ id: 'slot.groupWinner' }, { group: source.group })
        : intl.formatMessage({ id: 'slot.groupPlace' }, { group: source.group, place: source.place });
    case 'best':
      return intl.formatMessage({ id: 'slot.best' }, { place: source.place, rank: source.rank });
    case 'winner':
    case 'loser':
      if (!knockoutRoundNameOfCode(source.match)) return name;
      return intl.formatMessage({ id: source.kind === 'winner' ? 'slot.winner' : 'slot.loser' }, { match: source.match });
  }
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
