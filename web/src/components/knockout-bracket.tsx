import { knockoutRoundSize, knockoutWinner, type PublicKnockout } from '@pitchside/shared';
import type { ReactNode } from 'react';
import './knockout-bracket.css';
import { roundLabel } from '../i18n/round-label';
import { slotName } from '../i18n/slot-name';
import { useIntl } from 'react-intl';

/** One side of a bracket match: the team, or its placeholder until it is known. */
export interface BracketSide {
  name: string;
  known: boolean;
  score: number | null;
  penalties: number | null;
  won: boolean;
}

export interface BracketEntry {
  matchId: string;
  code: string;
  roundName: string;
  order: number;
  home: BracketSide;
  away: BracketSide;
  state: 'upcoming' | 'live' | 'completed';
  extraTime: boolean;
  /** 'Sat 14 Jul 10:00 · Pitch 2', or '' */
  when: string;
}

/** What both the admin and the public match shapes carry for a knockout match. */
export interface BracketMatchSource {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  /** 'live' / 'completed' / anything else (upcoming). */
  state: string;
  when: string;
  knockout: PublicKnockout;
}

export function bracketEntry(match: BracketMatchSource): BracketEntry {
  const { knockout } = match;
  const completed = match.state === 'completed';
  const scored = match.homeScore !== null && match.awayScore !== null && match.state !== 'upcoming';
  const winner =
    completed && scored ? knockoutWinner({ homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0, homePenalties: knockout.homePenalties, awayPenalties: knockout.awayPenalties }) : null;
  const side = (name: string, label: string, score: number | null, penalties: number | null, won: boolean): BracketSide => ({
    name,
    known: name !== label,
    score: scored ? score : null,
    penalties,
    won,
  });
  return {
    matchId: match.matchId,
    code: knockout.code,
    roundName: knockout.roundName,
    order: knockout.order,
    home: side(match.homeTeam, knockout.homeLabel, match.homeScore, knockout.homePenalties, winner === 'home'),
    away: side(match.awayTeam, knockout.awayLabel, match.awayScore, knockout.awayPenalties, winner === 'away'),
    state: completed ? 'completed' : match.state === 'live' ? 'live' : 'upcoming',
    extraTime: knockout.extraTime,
    when: match.when,
  };
}

/** Rounds left to right (first round first); the third-place match sits under the final. */
export function bracketRounds(entries: readonly BracketEntry[]): { name: string; entries: BracketEntry[] }[] {
  const rounds = new Map<string, BracketEntry[]>();
  for (const entry of entries) {
    const name = entry.roundName === 'Third place' ? 'Final' : entry.roundName;
    rounds.set(name, [...(rounds.get(name) ?? []), entry]);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => (knockoutRoundSize(b) ?? 0) - (knockoutRoundSize(a) ?? 0))
    .map(([name, list]) => ({ name, entries: list.sort((a, b) => Number(a.roundName === 'Third place') - Number(b.roundName === 'Third place') || a.order - b.order) }));
}

function Side({ side }: { side: BracketSide }) {
  const intl = useIntl();
  return (
    <span className={`ko-side${side.won ? ' ko-side--won' : ''}${side.known ? '' : ' ko-side--tbd'}`}>
      <span className="ko-side__name">{side.known ? side.name : slotName(intl, side.name)}</span>
      {side.score !== null && (
        <span className="ko-side__score">
          {side.score}
          {side.penalties !== null && <span className="ko-side__pens"> ({side.penalties})</span>}
        </span>
      )}
    </span>
  );
}

/**
 * A division's knockout, drawn with plain HTML and CSS (no chart library: the public pages stay light):
 * one column per round, each match with both sides, the score, penalties in brackets and the winner in
 * bold. Sides not known yet show their placeholder ('Winner Group A', 'Winner QF1'). `wrap` makes a match
 * a link where the page has one.
 */
export function KnockoutBracket({ entries, label, wrap }: { entries: readonly BracketEntry[]; label: string; wrap?: (entry: BracketEntry, content: ReactNode) => ReactNode }) {
  const intl = useIntl();
  const rounds = bracketRounds(entries);
  return (
    <div className="ko-bracket" role="region" aria-label={label} tabIndex={0}>
      {rounds.map((round) => (
        <section key={round.name} className="ko-round" aria-label={roundLabel(intl, round.name)}>
          <h3 className="ko-round__title">{roundLabel(intl, round.name)}</h3>
          <ol className="ko-round__matches">
            {round.entries.map((entry) => {
              const content = (
                <>
                  <span className="ko-match__head">
                    <span>{entry.roundName === 'Third place' ? roundLabel(intl, entry.roundName) : entry.code}</span>
                    {entry.state === 'live' ? <span className="ko-match__live">{intl.formatMessage({ id: 'match.live' })}</span> : entry.when && <span>{entry.when}</span>}
                  </span>
                  <Side side={entry.home} />
                  <Side side={entry.away} />
                  {entry.state === 'completed' && (entry.extraTime || entry.home.penalties !== null) && (
                    <span className="ko-match__note">
                      {entry.home.penalties !== null
                        ? intl.formatMessage({ id: 'match.onPenalties' }, { home: entry.home.penalties, away: entry.away.penalties })
                        : intl.formatMessage({ id: 'match.afterExtraTime' })}
                    </span>
                  )}
                </>
              );
              return (
                <li key={entry.matchId} className={`ko-match ko-match--${entry.state}`} data-knockout-code={entry.code}>
                  {wrap ? wrap(entry, content) : <span className="ko-match__body">{content}</span>}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
