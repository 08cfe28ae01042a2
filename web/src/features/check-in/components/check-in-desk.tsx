import '../check-in.css';
import { ageRuleFor, verifyPass, type PassRefusal } from '@pitchside/shared';
import { Alert, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { deskCounts } from '../desk-store';
import { useDesk } from '../use-desk';
import { AgeRules } from './age-rules';
import { DeskTeamCard } from './desk-team';
import { PassEntry } from './pass-entry';

const REFUSALS: Record<PassRefusal, string> = { malformed: 'checkIn.passMalformed', signature: 'checkIn.passSignature', other_tournament: 'checkIn.passOtherTournament' };

type Said = { kind: 'ok' | 'refused'; text: string } | null;

/**
 * The check-in desk on a phone (docs/tournaments-and-matches.md, "Check-in and passes"): scan or type a pass,
 * or search by name; mark the team and each player present. Passes are verified on the phone with the
 * tournament's public key, so the desk keeps working without signal; marks wait on the phone until sent.
 */
export function CheckInDesk({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const desk = useDesk(tournamentId);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ teamKey: string; playerId: string | null } | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const board = desk.board;
  const counts = board ? deskCounts(board) : null;
  const teams = useMemo(() => {
    if (!board) return [];
    if (found) return board.teams.filter((team) => team.teamKey === found.teamKey);
    const term = search.toLocaleLowerCase();
    if (!term) return board.teams;
    return board.teams.filter((team) => team.team.toLocaleLowerCase().includes(term) || team.players.some((player) => player.name.toLocaleLowerCase().includes(term)));
  }, [board, found, search]);

  const onCode = async (text: string) => {
    if (!board) return;
    const check = await verifyPass(text, board.publicKey, tournamentId);
    if (!check.ok) {
      setFound(null);
      setSaid({ kind: 'refused', text: intl.formatMessage({ id: REFUSALS[check.reason] }) });
      return;
    }
    const team = board.teams.find((entry) => entry.teamKey === check.pass.tk);
    const player = team?.players.find((entry) => entry.playerId === check.pass.p);
    if (!team || (check.pass.k === 'player' && !player)) {
      setSaid({ kind: 'refused', text: intl.formatMessage({ id: team ? 'checkIn.playerNotFound' : 'checkIn.teamNotFound' }) });
      return;
    }
    // A scanned pass is the person in front of the desk: mark them in at once (a tap undoes it).
    if (player) {
      if (!player.present) desk.mark(team.teamKey, player.playerId, true);
    } else if (!team.present) desk.mark(team.teamKey, null, true);
    setFound({ teamKey: team.teamKey, playerId: player?.playerId ?? null });
    setSaid({ kind: 'ok', text: intl.formatMessage({ id: 'desk.checkedIn' }, { name: player?.name ?? team.team }) });
  };

  return (
    <div className="ci-desk">
      <h1 className="pm-section-title">{intl.formatMessage({ id: 'desk.title' })}</h1>
      {counts && (
        <p className="ci-counts" data-testid="desk-counts">
          {intl.formatMessage({ id: 'desk.counts' }, { teamsIn: counts.teamsIn, teams: counts.teams, playersIn: counts.playersIn, players: counts.players, problems: counts.problems })}
        </p>
      )}
      <p className="ci-sync" role="status" data-testid="desk-sync">
        {desk.waiting > 0 ? intl.formatMessage({ id: 'desk.waiting' }, { count: desk.waiting }) : intl.formatMessage({ id: 'desk.allSaved' })}
      </p>
      <PassEntry
        onCode={(text) => void onCode(text)}
        onSearch={(text) => {
          setFound(null);
          setSaid(null);
          setSearch(text);
        }}
      />
      {said && <Alert className="ci-said" type={said.kind === 'ok' ? 'success' : 'error'} showIcon title={said.text} data-testid="desk-said" />}
      {desk.loading ? (
        <Skeleton active />
      ) : !board ? (
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'desk.noBoard' })} />
      ) : (
        <>
          {!desk.offline && <AgeRules key={JSON.stringify(board.settings)} board={board} />}
          {teams.map((team) => {
            const rule = ageRuleFor(board.settings.ageRules, team.divisionId);
            return (
              <DeskTeamCard
                key={team.teamKey}
                team={team}
                rule={rule}
                highlight={found?.teamKey === team.teamKey ? found.playerId : null}
                onMark={(playerId, present) => desk.mark(team.teamKey, playerId, present)}
              />
            );
          })}
        </>
      )}
    </div>
  );
}
