import { formatKnockoutSource, knockoutOrderOfCode, knockoutRoundNameOfCode, knockoutRoundSize, parseKnockoutLabel } from '@pitchside/shared';
import type { MatchRow } from './rows';

/**
 * A schedule row of a knockout match, as the CSV export writes it (Round, Match Code, Home From, Away
 * From) or as an organizer types it ('Winner Group A' v '2nd Group B'). A side whose team is not known
 * yet is a placeholder, never a team: importing 'Winner Group A' as a team would add a team that plays
 * nobody and leave the slot unfillable.
 */
export interface KnockoutRow {
  stage: 'knockout';
  knockoutCode: string | null;
  roundName: string | null;
  knockoutOrder: number | null;
  homeSource: string | null;
  awaySource: string | null;
  homeLabel: string | null;
  awayLabel: string | null;
  /** The side has no team yet: its team cell is its placeholder. */
  homePlaceholder: boolean;
  awayPlaceholder: boolean;
}

/** A side is a placeholder when its team cell is its "From" label, or reads like one ('Loser SF1'). */
function isPlaceholder(team: string, from: string | undefined): boolean {
  return (from !== undefined && team.trim() === from.trim()) || parseKnockoutLabel(team) !== undefined;
}

const sourceOf = (label: string | null) => {
  const parsed = parseKnockoutLabel(label);
  return parsed ? formatKnockoutSource(parsed) : null;
};

/** The knockout fields of a row, or null for a group-stage (or league) match. */
export function knockoutOfRow(match: Pick<MatchRow, 'homeTeam' | 'awayTeam' | 'round' | 'matchCode' | 'homeFrom' | 'awayFrom'>): KnockoutRow | null {
  const homePlaceholder = isPlaceholder(match.homeTeam, match.homeFrom);
  const awayPlaceholder = isPlaceholder(match.awayTeam, match.awayFrom);
  const code = match.matchCode?.trim() || null;
  const round = match.round?.trim() || null;
  const knockoutRound = round !== null && knockoutRoundSize(round) !== undefined;
  if (!code && !knockoutRound && !homePlaceholder && !awayPlaceholder) return null;
  const homeLabel = match.homeFrom?.trim() || (homePlaceholder ? match.homeTeam : null);
  const awayLabel = match.awayFrom?.trim() || (awayPlaceholder ? match.awayTeam : null);
  return {
    stage: 'knockout',
    knockoutCode: code,
    roundName: (knockoutRound ? round : null) ?? (code ? (knockoutRoundNameOfCode(code) ?? null) : null),
    knockoutOrder: code ? knockoutOrderOfCode(code) : null,
    homeSource: sourceOf(homeLabel),
    awaySource: sourceOf(awayLabel),
    homeLabel,
    awayLabel,
    homePlaceholder,
    awayPlaceholder,
  };
}
