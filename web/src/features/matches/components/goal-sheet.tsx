import type { TeamType } from '@pitchside/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import type { SideRoster } from '../use-rosters';
import { JerseyInput, RosterList, type PlayerChoice } from './player-choice';
import { SheetSaveButton } from './sheet-save-button';
import { useIntl } from 'react-intl';

export interface GoalSheetProps {
  /** Which side scored; the sheet is closed when undefined. */
  side: TeamType | undefined;
  teamName: string;
  /** The match minute read off the clock when Goal was tapped. */
  minute: number;
  roster: SideRoster;
  onSave: (choice: PlayerChoice) => void;
  onClose: () => void;
}

/** Goal: one tap on the scorer saves it; without a roster, 'Unknown player' with an optional jersey number. */
export function GoalSheet({ side, teamName, minute, roster, onSave, onClose }: GoalSheetProps) {
  const intl = useIntl();
  const [jersey, setJersey] = useState<number | null>(null);
  const close = () => {
    setJersey(null);
    onClose();
  };
  const save = (choice: PlayerChoice) => {
    setJersey(null);
    onSave(choice);
  };
  return (
    <Drawer
      open={side !== undefined}
      placement="bottom"
      size="auto"
      onClose={close}
      title={intl.formatMessage({ id: 'console.goalFor' }, { team: teamName, minute })}
      className="pm-sheet"
      rootClassName="pm-sheet-root"
      destroyOnHidden
    >
      <p className="pm-sheet__hint">{intl.formatMessage({ id: 'console.whoScored' })}</p>
      <RosterList roster={roster} teamName={teamName} onPick={(player) => save({ kind: 'player', player })} />
      <div className="pm-sheet__unknown">
        {roster.players && roster.players.length > 0 && <p className="pm-sheet__or">{intl.formatMessage({ id: 'console.notInList' })}</p>}
        <JerseyInput id="goal-jersey" value={jersey} onChange={setJersey} />
        <SheetSaveButton onClick={() => save({ kind: 'unknown', jerseyNumber: jersey })}>{intl.formatMessage({ id: 'console.saveGoalUnknown' })}</SheetSaveButton>
      </div>
    </Drawer>
  );
}
