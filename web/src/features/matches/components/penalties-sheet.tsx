import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SheetSaveButton } from './sheet-save-button';

export interface PenaltiesSheetProps {
  open: boolean;
  homeTeam: string;
  awayTeam: string;
  onSave: (score: { homePenalties: number; awayPenalties: number }) => void;
  onClose: () => void;
}

/** The shoot-out's result: two big steppers, one thumb each; saving needs a winner. */
export function PenaltiesSheet({ open, homeTeam, awayTeam, onSave, onClose }: PenaltiesSheetProps) {
  const intl = useIntl();
  const [score, setScore] = useState({ home: 0, away: 0 });
  const close = () => {
    setScore({ home: 0, away: 0 });
    onClose();
  };
  const level = score.home === score.away;
  const stepper = (side: 'home' | 'away', team: string) => (
    <div className="pm-penalties__side" role="group" aria-label={intl.formatMessage({ id: 'console.penaltiesBy' }, { team })}>
      <span className="pm-penalties__team">{team}</span>
      <div className="pm-penalties__stepper">
        <Button
          size="large"
          aria-label={intl.formatMessage({ id: 'console.penaltyLess' }, { team })}
          icon={<MinusOutlined aria-hidden />}
          disabled={score[side] === 0}
          onClick={() => setScore((s) => ({ ...s, [side]: Math.max(0, s[side] - 1) }))}
        />
        <output className="pm-penalties__count" data-testid={`penalties-${side}`}>
          {score[side]}
        </output>
        <Button
          size="large"
          aria-label={intl.formatMessage({ id: 'console.penaltyMore' }, { team })}
          icon={<PlusOutlined aria-hidden />}
          disabled={score[side] >= 99}
          onClick={() => setScore((s) => ({ ...s, [side]: s[side] + 1 }))}
        />
      </div>
    </div>
  );
  return (
    <Drawer open={open} placement="bottom" size="auto" onClose={close} title={intl.formatMessage({ id: 'console.shootOut' })} className="pm-sheet" rootClassName="pm-sheet-root" destroyOnHidden>
      <p className="pm-sheet__hint">{intl.formatMessage({ id: 'console.shootOutHint' })}</p>
      <div className="pm-penalties">
        {stepper('home', homeTeam)}
        {stepper('away', awayTeam)}
      </div>
      <SheetSaveButton
        disabled={level}
        onClick={() => {
          onSave({ homePenalties: score.home, awayPenalties: score.away });
          setScore({ home: 0, away: 0 });
        }}
      >
        {level ? intl.formatMessage({ id: 'console.shootOutNeedsWinner' }) : intl.formatMessage({ id: 'console.saveShootOut' }, { home: score.home, away: score.away })}
      </SheetSaveButton>
    </Drawer>
  );
}
