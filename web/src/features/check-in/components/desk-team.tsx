import type { DeskTeam } from '@pitchside/shared';
import { Button, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { AgeProblemText } from './age-problem';

/**
 * One team at the desk: mark it present, then each player, with what the desk must see before letting them
 * play (birth date, an age problem with its reason).
 */
export function DeskTeamCard({
  team,
  rule,
  highlight,
  onMark,
}: {
  team: DeskTeam;
  rule: { bornOnOrAfter: string; olderAllowed: number } | null;
  highlight: string | null;
  onMark: (playerId: string | null, present: boolean) => void;
}) {
  const intl = useIntl();
  const present = team.players.filter((player) => player.present).length;
  const older = team.players.filter((player) => player.older).length;
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="ps-card ci-team" aria-label={team.team} data-testid="desk-team">
      <header className="ci-team__head">
        <div>
          <h3 className="ps-card__title">{team.team}</h3>
          <span className="ps-muted">
            {team.division} · {intl.formatMessage({ id: 'desk.playersPresent' }, { present, total: team.players.length })}
          </span>
        </div>
        <Button type={team.present ? 'default' : 'primary'} onClick={() => onMark(null, !team.present)} aria-pressed={team.present}>
          {intl.formatMessage({ id: team.present ? 'desk.teamIn' : 'desk.markTeam' })}
        </Button>
      </header>
      <ul className="ci-players">
        {team.players.map((player) => (
          <li key={player.playerId} className={`ci-player${highlight === player.playerId ? ' ci-player--found' : ''}`} data-testid="desk-player">
            <div className="ci-player__text">
              <strong>
                {player.jerseyNumber === null ? '' : `${player.jerseyNumber} · `}
                {player.name}
              </strong>
              <span className="ps-muted">{player.dateOfBirth ? day(player.dateOfBirth) : '—'}</span>
              {player.ageProblem && (
                <Tag color="red">
                  <AgeProblemText problem={player.ageProblem} bornOnOrAfter={rule?.bornOnOrAfter ?? null} older={older} allowed={rule?.olderAllowed ?? null} />
                </Tag>
              )}
            </div>
            <Button
              size="large"
              type={player.present ? 'primary' : 'default'}
              aria-pressed={player.present}
              onClick={() => onMark(player.playerId, !player.present)}
              aria-label={`${player.name}: ${intl.formatMessage({ id: 'desk.present' })}`}
            >
              {intl.formatMessage({ id: player.present ? 'desk.presentYes' : 'desk.present' })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
