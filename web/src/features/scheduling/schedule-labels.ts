import type { BoardMatch, ScheduleSetup, UnplacedMatch, Violation } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { roundLabel } from '../../i18n/round-label';
import { wordedText, wordedWithDetails } from '../../i18n/said-text';
import { slotName } from '../../i18n/slot-name';

/**
 * A side of a board match as shown: a knockout match (it has a round name) keeps its placeholder
 * ('Winner Group A') as the team name until the team is known, worded in the reader's language.
 */
export function teamText(intl: IntlShape, match: Pick<BoardMatch, 'roundName'>, name: string): string {
  return match.roundName ? slotName(intl, name) : name;
}

/** 'Alpha FC v Bravo IK' */
export function matchLabel(intl: IntlShape, match: Pick<BoardMatch, 'homeTeam' | 'awayTeam' | 'roundName'>): string {
  return intl.formatMessage({ id: 'scheduling.matchLabel' }, { home: teamText(intl, match, match.homeTeam), away: teamText(intl, match, match.awayTeam) });
}

/**
 * 'U12 Boys · Group B · Round 2', or 'U12 Boys · Semi-final' (a knockout match says its round; an imported
 * match has neither group nor round).
 */
export function matchContext(intl: IntlShape, match: Pick<BoardMatch, 'division' | 'group' | 'round' | 'roundName'>): string {
  const stage = match.roundName
    ? roundLabel(intl, match.roundName)
    : match.group
      ? intl.formatMessage({ id: 'scheduling.context.groupRound' }, { group: match.group, round: match.round })
      : match.round
        ? intl.formatMessage({ id: 'scheduling.context.knockoutRound' }, { round: match.round })
        : '';
  return [match.division, stage].filter(Boolean).join(' · ');
}

export function pitchNames(setup: Pick<ScheduleSetup, 'pitches'>): Map<string, string> {
  return new Map(setup.pitches.map((pitch) => [pitch.id, pitch.name]));
}

/** 'Alpha FC v Bravo IK: <the rule>' — a violation names the match it is reported on, when the board has it. */
export function violationText(intl: IntlShape, violation: Violation, matches: ReadonlyMap<string, Pick<BoardMatch, 'homeTeam' | 'awayTeam'>>): string {
  const match = matches.get(violation.matchId);
  const rule = wordedText(intl, violation);
  return match ? intl.formatMessage({ id: 'scheduling.violationOf' }, { match: matchLabel(intl, match), rule }) : rule;
}

/** Violations by the match they are reported on (and the match they clash with), for the cards. */
export function violationsByMatch(violations: readonly Violation[]): Map<string, Violation[]> {
  const byMatch = new Map<string, Violation[]>();
  const add = (id: string, violation: Violation) => byMatch.set(id, [...(byMatch.get(id) ?? []), violation]);
  for (const violation of violations) {
    add(violation.matchId, violation);
    if (violation.otherMatchId && violation.otherMatchId !== violation.matchId) add(violation.otherMatchId, violation);
  }
  return byMatch;
}

/**
 * The unplaced list: every match the last generation could not place, with its reasons, and every
 * board match without a slot (a match the organizer took off, or one added since). Never hidden.
 */
export interface UnplacedEntry {
  matchId: string;
  label: string;
  context: string;
  /** Why the generator left it out, in the reader's language (each reason worded by its message id). */
  reasons: string[];
  /** The board's copy, when the board has one (it can then be placed by hand). */
  match?: BoardMatch;
}

const TO_BE_DECIDED = 'To be decided';
const sideText = (intl: IntlShape, side: string) => (side === TO_BE_DECIDED ? intl.formatMessage({ id: 'scheduling.toBeDecided' }) : side);

/** A generator fixture the board has no row for: 'U12 Boys · Semi-final' or 'U12 Boys · Group A · Round 2'. */
function fixtureContext(intl: IntlShape, division: string, fixture: UnplacedMatch['match']): string {
  const group = fixture.group ? intl.formatMessage({ id: 'scheduling.context.group' }, { group: fixture.group }) : '';
  const round = fixture.round && !fixture.roundName ? intl.formatMessage({ id: 'scheduling.context.round' }, { round: fixture.round }) : '';
  return [division, fixture.roundName ? roundLabel(intl, fixture.roundName) : '', group, round].filter(Boolean).join(' · ');
}

/** Same match, seen from the generator's fixture and from the board's row: division, group, round and sides. */
const pairingKey = (divisionId: string, group: string, round: number, home: string, away: string) => [divisionId, group, round, home, away].join('\u0000');

/**
 * `teamName` turns a fixture's team id into the name the board shows (a knockout side has a label instead).
 * A fixture is linked to its board row by id when they share one, else by division, group, round and teams.
 */
export function unplacedEntries(
  intl: IntlShape,
  matches: readonly BoardMatch[],
  unplaced: readonly UnplacedMatch[],
  teamName: (teamId: string) => string = (id) => id,
  divisionName: (divisionId: string) => string = (id) => id,
): UnplacedEntry[] {
  const byId = new Map(matches.map((match) => [match.matchId, match]));
  const byPairing = new Map(matches.map((match) => [pairingKey(match.divisionId, match.group, match.round, match.homeTeam, match.awayTeam), match]));
  const entries: UnplacedEntry[] = [];
  const listed = new Set<string>();
  for (const item of unplaced) {
    const { match: fixture } = item;
    // The board rows name an undecided side in English (the server's words), so the pairing is matched on that.
    const home = fixture.homeLabel ?? (fixture.homeTeamId ? teamName(fixture.homeTeamId) : TO_BE_DECIDED);
    const away = fixture.awayLabel ?? (fixture.awayTeamId ? teamName(fixture.awayTeamId) : TO_BE_DECIDED);
    const match = byId.get(fixture.id) ?? byPairing.get(pairingKey(fixture.divisionId, fixture.group, fixture.round, home, away));
    if (match?.pitchId) continue; // placed by hand since the generation
    if (match) listed.add(match.matchId);
    entries.push({
      matchId: match?.matchId ?? fixture.id,
      label: match
        ? matchLabel(intl, match)
        : matchLabel(intl, { homeTeam: fixture.homeLabel ? slotName(intl, home) : sideText(intl, home), awayTeam: fixture.awayLabel ? slotName(intl, away) : sideText(intl, away) }),
      context: match ? matchContext(intl, match) : fixtureContext(intl, divisionName(fixture.divisionId), fixture),
      reasons: item.reasons.map((reason) => wordedWithDetails(intl, reason)),
      ...(match ? { match } : {}),
    });
  }
  for (const match of matches) {
    if (match.pitchId || listed.has(match.matchId)) continue;
    entries.push({ matchId: match.matchId, label: matchLabel(intl, match), context: matchContext(intl, match), reasons: [], match });
  }
  return entries;
}

/** Eight hues that read apart and keep white text legible: a division keeps its colour on every day. */
export const DIVISION_COLORS = ['#12803f', '#1d4ed8', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#a16207', '#475569'] as const;

/** Each division's colour, in the order the divisions first appear on the board. */
export function divisionColors(matches: readonly Pick<BoardMatch, 'divisionId' | 'division'>[]): Map<string, { name: string; color: string }> {
  const colors = new Map<string, { name: string; color: string }>();
  for (const match of matches) {
    if (!colors.has(match.divisionId)) colors.set(match.divisionId, { name: match.division, color: DIVISION_COLORS[colors.size % DIVISION_COLORS.length] as string });
  }
  return colors;
}
