import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { TournamentSummary } from '@pitchside/shared';
import { formatDayRange } from '../../../lib/format';

/** When and where a tournament is, as its list row and its page header show it. */
export function TournamentWhenWhere({ tournament }: { tournament: Pick<TournamentSummary, 'startDate' | 'endDate' | 'venue'> }) {
  return (
    <>
      <span>
        <CalendarOutlined aria-hidden /> {formatDayRange(tournament.startDate, tournament.endDate)}
      </span>
      <span>
        <EnvironmentOutlined aria-hidden /> {tournament.venue}
      </span>
    </>
  );
}
