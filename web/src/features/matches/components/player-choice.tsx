import { Spin } from 'antd';
import { StandaloneNumberField } from '../../../components/number-field';
import type { RosterPlayer } from '../console/roster-cache';
import type { SideRoster } from '../use-rosters';
import { UNKNOWN_PLAYER } from '../../../i18n/player-name';
import { useIntl } from 'react-intl';

/** Who the goal or card is for: a player of the roster, or someone unknown with an optional jersey number. */
export type PlayerChoice = { kind: 'player'; player: RosterPlayer } | { kind: 'unknown'; jerseyNumber: number | null };

export { UNKNOWN_PLAYER };

/** The event's player fields for a choice. An unknown player's id carries the side and the jersey, so statistics keep them apart. */
export function playerFields(choice: PlayerChoice, teamType: 'home' | 'away', options: { jerseyInName?: boolean } = {}): { playerId: string; playerName: string; jerseyNumber?: number } {
  if (choice.kind === 'player') {
    const { playerId, name, jerseyNumber } = choice.player;
    return { playerId, playerName: name, ...(jerseyNumber === null ? {} : { jerseyNumber }) };
  }
  const jersey = choice.jerseyNumber ?? undefined;
  const playerId = jersey === undefined ? `unknown-${teamType}` : `unknown-${teamType}-${jersey}`;
  // On a card an unknown player's shirt goes into the name ('Unknown player #4'), which is what the public
  // match page and the statistics show of a card; it is not repeated as a jersey number beside it.
  if (jersey !== undefined && options.jerseyInName) return { playerId, playerName: `${UNKNOWN_PLAYER} #${jersey}` };
  return { playerId, playerName: UNKNOWN_PLAYER, ...(jersey === undefined ? {} : { jerseyNumber: jersey }) };
}

interface RosterListProps {
  roster: SideRoster;
  /** The team's name: the list reads '<team> players'. */
  teamName: string;
  /** Highlighted player (the card sheet picks, then saves). */
  selectedId?: string | undefined;
  onPick: (player: RosterPlayer) => void;
}

/** The roster as big buttons, jersey numbers first: one tap picks. */
export function RosterList({ roster, teamName, selectedId, onPick }: RosterListProps) {
  const intl = useIntl();
  if (roster.loading) {
    return (
      <div className="pm-roster__loading">
        <Spin size="small" /> {intl.formatMessage({ id: 'console.loadingPlayers' })}
      </div>
    );
  }
  if (!roster.players || roster.players.length === 0) {
    return <p className="pm-roster__none">{intl.formatMessage({ id: 'console.noPlayers' }, { team: teamName })}</p>;
  }
  return (
    <ul className="pm-roster" aria-label={intl.formatMessage({ id: 'console.teamPlayers' }, { team: teamName })}>
      {byShirt(roster.players).map((player) => (
        <li key={player.playerId}>
          <button
            type="button"
            className={`pm-roster__player${selectedId === player.playerId ? ' pm-roster__player--selected' : ''}`}
            aria-pressed={selectedId === player.playerId}
            onClick={() => onPick(player)}
          >
            <span className="pm-roster__number">{player.jerseyNumber ?? '–'}</span> <span className="pm-roster__name">{player.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Shirt numbers in order (what the referee sees on the pitch), players without one last, by name. */
export function byShirt(players: readonly RosterPlayer[]): RosterPlayer[] {
  return [...players].sort((a, b) => (a.jerseyNumber ?? Infinity) - (b.jerseyNumber ?? Infinity) || a.name.localeCompare(b.name));
}

export function JerseyInput({ value, onChange, id }: { value: number | null; onChange: (value: number | null) => void; id: string }) {
  const intl = useIntl();
  return (
    <div className="pm-jersey">
      <label htmlFor={id} className="pm-jersey__label">
        {intl.formatMessage({ id: 'console.jersey' })} <span className="ps-muted">{intl.formatMessage({ id: 'console.optional' })}</span>
      </label>
      <StandaloneNumberField id={id} min={0} max={999} size="large" value={value} onChange={onChange} className="pm-jersey__input" />
    </div>
  );
}
