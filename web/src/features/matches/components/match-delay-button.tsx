import { ClockCircleOutlined } from '@ant-design/icons';
import type { MatchView } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DelayDialog } from '../../../components/running-late/delay-dialog';
import { matchesKeys } from '../../../api/matches/match-keys';

/**
 * The referee's one tap before kick-off: "this match is running late". The same dialog and rules as the
 * organizer's board; the server accepts it only from the referee of this match.
 */
export function MatchDelayButton({ match }: { match: Pick<MatchView, 'tournamentId' | 'matchId' | 'homeTeam' | 'awayTeam' | 'delayMinutes'> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const late = match.delayMinutes ?? 0;
  return (
    <>
      <Button size="large" block className="pm-action pm-action--late" icon={<ClockCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {late > 0 ? intl.formatMessage({ id: 'organizer.lateChange' }, { minutes: late }) : intl.formatMessage({ id: 'organizer.runningLate' })}
      </Button>
      <DelayDialog
        key={open ? 'open' : 'closed'}
        orgId={undefined}
        tournamentId={match.tournamentId}
        target={open ? { kind: 'match', matchId: match.matchId, name: intl.formatMessage({ id: 'organizer.versus' }, { home: match.homeTeam, away: match.awayTeam }) } : undefined}
        currentMinutes={late}
        onClose={() => setOpen(false)}
        onApplied={() => queryClient.invalidateQueries({ queryKey: matchesKeys.all })}
      />
    </>
  );
}
