import { CARD_TYPES, type CardType, type TeamType } from '@pitchside/shared';
import { Drawer } from 'antd';
import { StandaloneNumberField } from '../../../components/number-field';
import { useState } from 'react';
import type { RosterPlayer } from '../console/roster-cache';
import { CARD_LABELS } from '../format';
import type { SideRoster } from '../use-rosters';
import { JerseyInput, RosterList, type PlayerChoice } from './player-choice';
import { SheetSaveButton } from './sheet-save-button';
import { useIntl } from 'react-intl';

export interface CardInput {
  teamType: TeamType;
  cardType: CardType;
  minute: number;
  choice: PlayerChoice;
}

export interface CardSheetProps {
  open: boolean;
  homeTeam: string;
  awayTeam: string;
  /** Read off the clock when Card was tapped; the referee may correct it. */
  minute: number;
  rosters: Record<TeamType, SideRoster>;
  onSave: (card: CardInput) => void;
  onClose: () => void;
}

/** Card: side, colour, minute, player; then one Save. */
export function CardSheet({ open, ...props }: CardSheetProps) {
  const intl = useIntl();
  return (
    <Drawer open={open} placement="bottom" size="auto" onClose={props.onClose} title={intl.formatMessage({ id: 'card.card' })} className="pm-sheet" rootClassName="pm-sheet-root" destroyOnHidden>
      {open && <CardForm {...props} />}
    </Drawer>
  );
}

function CardForm({ homeTeam, awayTeam, minute: clockMinute, rosters, onSave }: Omit<CardSheetProps, 'open'>) {
  const intl = useIntl();
  const [teamType, setTeamType] = useState<TeamType>('home');
  const [cardType, setCardType] = useState<CardType>('yellow');
  // null: the box is empty or holds a letter (its message shows); the clock's minute is saved then.
  const [minute, setMinute] = useState<number | null>(clockMinute);
  const [player, setPlayer] = useState<RosterPlayer | undefined>();
  const [jersey, setJersey] = useState<number | null>(null);

  return (
    <div className="pm-card-form">
      <div className="pm-card-form__field">
        <span className="pm-card-form__label" id="card-team-label">
          {intl.formatMessage({ id: 'standings.team' })}
        </span>
        <div className="pm-choices pm-choices--two" role="radiogroup" aria-labelledby="card-team-label">
          {(['home', 'away'] as const).map((side) => (
            <button
              key={side}
              type="button"
              role="radio"
              aria-checked={teamType === side}
              className={`pm-choice${teamType === side ? ' pm-choice--selected' : ''}`}
              onClick={() => {
                setTeamType(side);
                setPlayer(undefined);
              }}
            >
              {side === 'home' ? homeTeam : awayTeam}
            </button>
          ))}
        </div>
      </div>
      <div className="pm-card-form__field">
        <span className="pm-card-form__label" id="card-type-label">
          {intl.formatMessage({ id: 'card.card' })}
        </span>
        <div className="pm-choices" role="radiogroup" aria-labelledby="card-type-label">
          {CARD_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={cardType === type}
              className={`pm-choice pm-choice--card${cardType === type ? ' pm-choice--selected' : ''}`}
              onClick={() => setCardType(type)}
            >
              <span className={`pm-card-chip pm-card-chip--${type}`} aria-hidden />
              {intl.formatMessage({ id: CARD_LABELS[type] })}
            </button>
          ))}
        </div>
      </div>
      <div className="pm-card-form__field pm-card-form__field--inline">
        <label className="pm-card-form__label" htmlFor="card-minute">
          {intl.formatMessage({ id: 'console.minute' })}
        </label>
        <StandaloneNumberField id="card-minute" min={0} max={200} size="large" value={minute} onChange={setMinute} />
      </div>
      <div className="pm-card-form__field">
        <span className="pm-card-form__label">{intl.formatMessage({ id: 'stats.player' })}</span>
        <RosterList
          roster={rosters[teamType]}
          teamName={teamType === 'home' ? homeTeam : awayTeam}
          selectedId={player?.playerId}
          onPick={(picked) => setPlayer(picked.playerId === player?.playerId ? undefined : picked)}
        />
        {!player && <JerseyInput id="card-jersey" value={jersey} onChange={setJersey} />}
      </div>
      <SheetSaveButton onClick={() => onSave({ teamType, cardType, minute: minute ?? clockMinute, choice: player ? { kind: 'player', player } : { kind: 'unknown', jerseyNumber: jersey } })}>
        {intl.formatMessage({ id: 'console.saveCard' }, { card: intl.formatMessage({ id: CARD_LABELS[cardType] }).toLowerCase() })}
        {player ? ` — ${player.name}` : ''}
      </SheetSaveButton>
    </div>
  );
}
