import { formatKickOff, isLive } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { bracketEntry, KnockoutBracket } from '../../../components/knockout-bracket';
import type { TournamentMatch } from '../api/list-tournament-matches';
import { kickOffText } from '../format';

/**
 * The organizer's knockout brackets, one per division that has one, drawn from the tournament's match list
 * (re-read every few seconds), so each fills in as the standings service puts the teams in.
 */
export function KnockoutBrackets({ tournamentId, matches }: { tournamentId: string; matches: readonly TournamentMatch[] }) {
  const intl = useIntl();
  const byDivision = new Map<string, (TournamentMatch & { knockout: NonNullable<TournamentMatch['knockout']> })[]>();
  for (const match of matches) {
    if (match.knockout) byDivision.set(match.division, [...(byDivision.get(match.division) ?? []), match as TournamentMatch & { knockout: NonNullable<TournamentMatch['knockout']> }]);
  }
  if (byDivision.size === 0) return null;
  return (
    <section aria-labelledby="knockout-title" className="pm-organizer__knockout">
      <h2 className="pm-section-title" id="knockout-title">
        {intl.formatMessage({ id: 'organizer.knockout' })}
      </h2>
      {[...byDivision.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([division, list]) => (
          <div key={division} className="ps-card pm-knockout">
            <h3 className="ps-card__title">{division}</h3>
            <KnockoutBracket
              label={intl.formatMessage({ id: 'organizer.knockoutOf' }, { division })}
              entries={list.map((match) =>
                bracketEntry({
                  matchId: match.matchId,
                  homeTeam: match.homeTeam,
                  awayTeam: match.awayTeam,
                  homeScore: match.homeScore,
                  awayScore: match.awayScore,
                  state: match.status === 'completed' ? 'completed' : isLive(match.status) ? 'live' : 'upcoming',
                  when: [kickOffText(match.date, formatKickOff(match.time, match.delayMinutes)), match.field].filter(Boolean).join(' · '),
                  knockout: match.knockout,
                }),
              )}
              wrap={(entry, content) => (
                <Link to="/admin/matches/$tournamentId/$matchId" params={{ tournamentId, matchId: entry.matchId }}>
                  {content}
                </Link>
              )}
            />
          </div>
        ))}
    </section>
  );
}
