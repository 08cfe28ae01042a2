import type { MatchFixtureFields, StoredKnockoutFields } from '../matches/match-fields';
import { knockoutSourceLabel, parseKnockoutSource } from '../scheduling/knockout-source';

/**
 * Whether a division's results are hidden from the public: its own age group's setting decides, never the
 * age a team happens to carry (an imported or moved team may carry another). A division that cannot be
 * found counts as hidden: when in doubt, a result of a U7–U11 group must not leave the organizer's screens.
 */
export function divisionResultsHidden(hiddenAges: ReadonlySet<string>, division: { age: string } | undefined): boolean {
  return division === undefined || hiddenAges.has(division.age);
}

/** What a match needs for its public sides: its teams and, for a knockout match, where each side comes from. */
export type HiddenSidesSource = Pick<MatchFixtureFields, 'homeTeam' | 'awayTeam'> &
  Partial<Pick<MatchFixtureFields, 'homeClub' | 'awayClub' | 'homeTeamKey' | 'awayTeamKey'>> &
  Pick<StoredKnockoutFields, 'homeSource' | 'awaySource' | 'homeLabel' | 'awayLabel'> & { stage?: string | null };

/**
 * A match as a public surface may name its sides. In an age group that hides results, a knockout side
 * that results decided (a group place, the winner or loser of a match) is itself a result: the filled slot
 * says who won. Such a side shows its placeholder ('Winner Group A', 'Winner SF1') with no team key or
 * club, before and after it is filled, so the public cannot tell. A side the organizer set by hand, and
 * every side of a visible age group, is the fixture and stays. The organizer, referee and coaches read
 * the stored match, never this.
 */
export function publicSides<M extends HiddenSidesSource>(match: M, hidden: boolean): M {
  if (!hidden || match.stage !== 'knockout') return match;
  const home = parseKnockoutSource(match.homeSource);
  const away = parseKnockoutSource(match.awaySource);
  if (!home && !away) return match;
  return {
    ...match,
    ...(home ? { homeTeam: match.homeLabel || knockoutSourceLabel(home), homeTeamKey: null, homeClub: null } : {}),
    ...(away ? { awayTeam: match.awayLabel || knockoutSourceLabel(away), awayTeamKey: null, awayClub: null } : {}),
  };
}
