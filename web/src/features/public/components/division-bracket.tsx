import { formatKickOff, type PublicKnockout, type PublicMatch } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { bracketEntry, KnockoutBracket } from '../../../components/knockout-bracket';
import { dateFormat } from '../../../i18n/active-locale';

const shortDate = (date: string) => (date ? dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)) : '');

/**
 * The division's knockout (plain HTML and CSS, a few KB): drawn from the division's match list, which live
 * pushes keep current, so a team appears in its slot as soon as the standings service fills it in.
 */
export function DivisionBracket({ matches, label }: { matches: readonly PublicMatch[]; label: string }) {
  const knockout = matches.filter((match): match is PublicMatch & { knockout: PublicKnockout } => match.knockout !== undefined);
  if (knockout.length === 0) return null;
  return (
    <KnockoutBracket
      label={label}
      entries={knockout.map((match) =>
        bracketEntry({
          matchId: match.matchId,
          homeTeam: match.homeTeam,
          awayTeam: match.awayTeam,
          homeScore: match.resultsHidden ? null : match.homeScore,
          awayScore: match.resultsHidden ? null : match.awayScore,
          state: match.class === 'completed' ? 'completed' : match.class === 'live' ? 'live' : 'upcoming',
          when: [shortDate(match.date), formatKickOff(match.time, match.delayMinutes), match.field].filter(Boolean).join(' · '),
          knockout: match.knockout,
        }),
      )}
      wrap={(entry, content) => (
        <Link to="/t/$tournamentId/m/$matchId" params={{ tournamentId: knockout[0]?.tournamentId ?? '', matchId: entry.matchId }}>
          {content}
        </Link>
      )}
    />
  );
}
