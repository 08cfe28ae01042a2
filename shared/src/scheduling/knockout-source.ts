/**
 * Where a knockout side's team comes from. Stored on a match row as a short string (`formatKnockoutSource`)
 * so the standings consumer can fill the slot from the row alone.
 *
 * - `group`: the team in `place` of group `group` ('Winner Group A', '2nd Group B')
 * - `best`: the `rank`-th best team in `place` across all groups ('Best 3rd #1')
 * - `winner` / `loser`: of the knockout match `match` ('Winner QF1', 'Loser SF1')
 */
export type KnockoutSource = { kind: 'group'; group: string; place: number } | { kind: 'best'; place: number; rank: number } | { kind: 'winner'; match: string } | { kind: 'loser'; match: string };

export const KNOCKOUT_ROUND_NAMES = ['Final', 'Semi-final', 'Quarter-final', 'Third place'] as const;
/** 'Round of 16', 'Round of 32', … for the earlier rounds. */
export type KnockoutRoundName = (typeof KNOCKOUT_ROUND_NAMES)[number] | `Round of ${number}`;

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The placeholder shown until the team is known. */
export function knockoutSourceLabel(source: KnockoutSource): string {
  switch (source.kind) {
    case 'group':
      return source.place === 1 ? `Winner Group ${source.group}` : `${ordinal(source.place)} Group ${source.group}`;
    case 'best':
      return `Best ${ordinal(source.place)} #${source.rank}`;
    case 'winner':
      return `Winner ${source.match}`;
    case 'loser':
      return `Loser ${source.match}`;
  }
}

/** 'group:A:1', 'best:3:1', 'winner:QF1', 'loser:SF1'. */
export function formatKnockoutSource(source: KnockoutSource): string {
  switch (source.kind) {
    case 'group':
      return `group:${source.group}:${source.place}`;
    case 'best':
      return `best:${source.place}:${source.rank}`;
    default:
      return `${source.kind}:${source.match}`;
  }
}

const positive = (text: string | undefined) => (text !== undefined && /^[1-9]\d*$/.test(text) ? Number(text) : undefined);

/** The inverse of `formatKnockoutSource`; undefined for anything else (a hand-edited row). */
export function parseKnockoutSource(text: string | null | undefined): KnockoutSource | undefined {
  const [kind, a, b, ...rest] = (text ?? '').split(':');
  if (rest.length > 0 || !a) return undefined;
  if (kind === 'group') {
    const place = positive(b);
    return place && /^[A-Z]+$/.test(a) ? { kind, group: a, place } : undefined;
  }
  if (kind === 'best') {
    const place = positive(a);
    const rank = positive(b);
    return place && rank ? { kind, place, rank } : undefined;
  }
  if ((kind === 'winner' || kind === 'loser') && b === undefined) return { kind, match: a };
  return undefined;
}

/** The inverse of `knockoutSourceLabel`: a row written with only its placeholder still says where its team comes from. */
export function parseKnockoutLabel(label: string | null | undefined): KnockoutSource | undefined {
  const text = (label ?? '').trim();
  let m = /^Winner Group ([A-Z]+)$/.exec(text);
  if (m) return { kind: 'group', group: m[1] as string, place: 1 };
  m = /^(\d+)(?:st|nd|rd|th) Group ([A-Z]+)$/.exec(text);
  if (m) return Number(m[1]) >= 1 ? { kind: 'group', group: m[2] as string, place: Number(m[1]) } : undefined;
  m = /^Best (\d+)(?:st|nd|rd|th) #(\d+)$/.exec(text);
  if (m) return Number(m[1]) >= 1 && Number(m[2]) >= 1 ? { kind: 'best', place: Number(m[1]), rank: Number(m[2]) } : undefined;
  m = /^(Winner|Loser) (\S+)$/.exec(text);
  if (m) return { kind: m[1] === 'Winner' ? 'winner' : 'loser', match: m[2] as string };
  return undefined;
}

/** 'QF1' from a scheduled knockout fixture id `{divisionId}/KO/QF1`; undefined for any other id. */
export function knockoutCodeOfFixtureId(fixtureId: string | null | undefined): string | undefined {
  const m = /\/KO\/([^/]+)$/.exec(fixtureId ?? '');
  return m ? m[1] : undefined;
}

/** The round a slot code belongs to: 'F' Final, '3P' Third place, 'SF…', 'QF…', 'R16-…' Round of 16. */
export function knockoutRoundNameOfCode(code: string): KnockoutRoundName | undefined {
  if (code === 'F') return 'Final';
  if (code === '3P') return 'Third place';
  if (/^SF\d+$/.test(code)) return 'Semi-final';
  if (/^QF\d+$/.test(code)) return 'Quarter-final';
  const m = /^R(\d+)-\d+$/.exec(code);
  return m ? `Round of ${Number(m[1])}` : undefined;
}

/** A slot's order in its round, from its code ('QF3' → 3; 'F' and '3P' → 1). */
export function knockoutOrderOfCode(code: string): number {
  const m = /(\d+)$/.exec(code.replace(/^R\d+-/, '-').replace(/^3P$/, ''));
  return m ? Number(m[1]) : 1;
}

/**
 * How many teams a round starts with ('Final' 2, 'Semi-final' 4, 'Round of 16' 16; 'Third place' 2), so
 * rounds sort from the first to the final. Undefined for a name that is no knockout round.
 */
export function knockoutRoundSize(roundName: string | null | undefined): number | undefined {
  if (roundName === 'Final' || roundName === 'Third place') return 2;
  if (roundName === 'Semi-final') return 4;
  if (roundName === 'Quarter-final') return 8;
  const m = /^Round of (\d+)$/.exec(roundName ?? '');
  return m ? Number(m[1]) : undefined;
}
