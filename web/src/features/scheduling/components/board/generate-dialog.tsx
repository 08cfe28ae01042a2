import type { BoardMatch, ExistingMatchesChoice } from '@pitchside/shared';
import { Checkbox, Modal, Radio } from 'antd';
import { useState } from 'react';
import { isGenerated } from '../../board-rules';
import { useIntl } from 'react-intl';

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
  const intl = useIntl();
  const [existing, setExisting] = useState<ExistingMatchesChoice>('keep');
  const [keepLocked, setKeepLocked] = useState(true);
  const played = matches.filter((match) => match.played).length;
  const unmade = matches.filter((match) => !isGenerated(match) && !match.played).length;
  const locked = matches.filter((match) => match.locked && !match.played).length;
  const replaced = matches.length - played - (keepLocked ? locked : 0);
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'scheduling.generate.title' })}
      okText={existing === 'keep' ? intl.formatMessage({ id: 'scheduling.generate.fill' }) : intl.formatMessage({ id: 'scheduling.generate.replaceCount' }, { count: replaced })}
      okButtonProps={{ loading: pending, danger: existing === 'replace' }}
      cancelText={intl.formatMessage({ id: 'scheduling.cancel' })}
      onOk={() => onGenerate({ existing, keepLocked })}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{intl.formatMessage({ id: 'scheduling.generate.existing' }, { count: matches.length, unmade, played })}</p>
      <Radio.Group
        className="ps-generate-choice"
        value={existing}
        onChange={(event) => setExisting(event.target.value as ExistingMatchesChoice)}
        aria-label={intl.formatMessage({ id: 'scheduling.generate.choice' })}
      >
        <Radio value="keep">
          <strong>{intl.formatMessage({ id: 'scheduling.generate.keep' })}</strong>
          <span className="ps-generate-choice__hint">{intl.formatMessage({ id: 'scheduling.generate.keepHint' })}</span>
        </Radio>
        <Radio value="replace">
          <strong>{intl.formatMessage({ id: 'scheduling.generate.replace' })}</strong>
          <span className="ps-generate-choice__hint">{intl.formatMessage({ id: 'scheduling.generate.replaceHint' }, { unmade })}</span>
        </Radio>
      </Radio.Group>
      {existing === 'replace' && locked > 0 && (
        <Checkbox className="ps-generate-choice__locked" checked={keepLocked} onChange={(event) => setKeepLocked(event.target.checked)}>
          {intl.formatMessage({ id: 'scheduling.generate.keepLocked' }, { count: locked })}
        </Checkbox>
      )}
    </Modal>
  );
}
