import type { BoardMatch, ExistingMatchesChoice } from '@pitchside/shared';
import { Checkbox, Modal, Radio } from 'antd';
import { useState } from 'react';
import { plural } from '../../../../lib/format';
import { isGenerated } from '../../board-rules';

export interface GenerateChoice {
  existing: ExistingMatchesChoice;
  keepLocked: boolean;
}

export interface GenerateDialogProps {
  open: boolean;
  matches: readonly BoardMatch[];
  pending: boolean;
  onGenerate: (choice: GenerateChoice) => void;
  onClose: () => void;
}

/**
 * Generating where matches exist already asks what happens to them: keep every one where it is (as the
 * fixture it is: nothing is played twice, no team or pitch is booked twice) and fill the gaps, or replace
 * them. Played matches stay either way. Says how many of each kind there are, so nobody replaces an
 * imported schedule by accident.
 */
export function GenerateDialog({ open, matches, pending, onGenerate, onClose }: GenerateDialogProps) {
  const [existing, setExisting] = useState<ExistingMatchesChoice>('keep');
  const [keepLocked, setKeepLocked] = useState(true);
  const played = matches.filter((match) => match.played).length;
  const unmade = matches.filter((match) => !isGenerated(match) && !match.played).length;
  const locked = matches.filter((match) => match.locked && !match.played).length;
  const replaced = matches.length - played - (keepLocked ? locked : 0);
  return (
    <Modal
      open={open}
      title="Generate the schedule"
      okText={existing === 'keep' ? 'Fill the gaps' : `Replace ${plural(replaced, 'match', 'matches')}`}
      okButtonProps={{ loading: pending, danger: existing === 'replace' }}
      cancelText="Cancel"
      onOk={() => onGenerate({ existing, keepLocked })}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        This tournament has {plural(matches.length, 'match', 'matches')} already
        {unmade > 0 ? `, ${unmade} of them imported or added by hand` : ''}
        {played > 0 ? `, ${played} played` : ''}. What should happen to them?
      </p>
      <Radio.Group className="ps-generate-choice" value={existing} onChange={(event) => setExisting(event.target.value as ExistingMatchesChoice)} aria-label="Matches already there">
        <Radio value="keep">
          <strong>Keep them and fill the gaps</strong>
          <span className="ps-generate-choice__hint">Every match stays where it is. Only fixtures not on the schedule yet are placed, around them.</span>
        </Radio>
        <Radio value="replace">
          <strong>Replace them</strong>
          <span className="ps-generate-choice__hint">
            Matches not played yet are taken off{unmade > 0 ? ', imported ones too,' : ''} and every fixture is placed afresh. Played matches stay.
          </span>
        </Radio>
      </Radio.Group>
      {existing === 'replace' && locked > 0 && (
        <Checkbox className="ps-generate-choice__locked" checked={keepLocked} onChange={(event) => setKeepLocked(event.target.checked)}>
          Keep the {plural(locked, 'locked match', 'locked matches')} where {locked === 1 ? 'it is' : 'they are'}
        </Checkbox>
      )}
    </Modal>
  );
}
