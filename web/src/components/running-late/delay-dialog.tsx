import './running-late.css';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { DelayInput, DelayResult } from '@pitchside/shared';
import { Alert, App, Button, Checkbox, Modal, Space } from 'antd';
import { StandaloneNumberField } from '../number-field';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api-client';
import { useApplyDelay, useDelayPreview } from './delay-api';
import { DelayChanges, DelayProblems } from './delay-preview';

export type DelayTarget = { kind: 'pitch'; pitchId: string; date: string; name: string } | { kind: 'match'; matchId: string; name: string };

export interface DelayDialogProps {
  orgId: string | undefined;
  tournamentId: string;
  /** What is late; undefined: the dialog is closed. */
  target: DelayTarget | undefined;
  /** How late it is now (the dialog starts there, so catching up is one change). */
  currentMinutes: number;
  onClose: () => void;
  onApplied: (result: DelayResult) => void | Promise<void>;
}

const QUICK = [5, 10, 15, 20, 30];

/**
 * "Pitch 4 is running 20 minutes late" in one dialog: choose the minutes (0 = back on time), see at once
 * which matches get which expected kick-off and which rules that would break with a fix for each, then
 * apply. A rule break must be acknowledged first; the server checks everything again.
 */
export function DelayDialog({ orgId, tournamentId, target, currentMinutes, onClose, onApplied }: DelayDialogProps) {
  const { message } = App.useApp();
  const intl = useIntl();
  const [minutes, setMinutes] = useState<number | null>(currentMinutes);
  // The problems acknowledged, by their keys: a new set of problems must be read again before it can be applied.
  const [acknowledgedKeys, setAcknowledgedKeys] = useState('');
  const request: DelayInput | undefined =
    target && minutes !== null ? { target: target.kind === 'pitch' ? { kind: 'pitch', pitchId: target.pitchId, date: target.date } : { kind: 'match', matchId: target.matchId }, minutes } : undefined;
  const preview = useDelayPreview(orgId, tournamentId, request);
  const apply = useApplyDelay(orgId, tournamentId, async (result) => {
    const what = target?.name ?? result.target;
    const values = { what, minutes: result.minutes, notified: result.notified };
    void message.success(intl.formatMessage({ id: result.minutes > 0 ? 'delay.appliedLate' : 'delay.appliedOnTime' }, values));
    await onApplied(result);
    onClose();
  });
  const problems = preview.data?.violations ?? [];
  const problemKeys = problems.map((problem) => problem.key).join('|');
  const acknowledged = problemKeys !== '' && acknowledgedKeys === problemKeys;
  const ready = request !== undefined && preview.isSuccess && !preview.isPlaceholderData && (problems.length === 0 || acknowledged);

  return (
    <Modal
      open={target !== undefined}
      title={
        <span>
          <ClockCircleOutlined aria-hidden /> {intl.formatMessage({ id: 'delay.title' }, { name: target?.name ?? '' })}
        </span>
      }
      okText={intl.formatMessage({ id: minutes === 0 ? 'delay.backOnTime' : 'delay.apply' })}
      cancelText={intl.formatMessage({ id: 'delay.cancel' })}
      okButtonProps={{ disabled: !ready, loading: apply.isPending }}
      onOk={() => request && apply.mutate({ ...request, acceptedViolations: acknowledged ? problems.map((problem) => problem.key) : [] })}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="ps-late">
        <label className="ps-late__label" htmlFor="ps-late-minutes">
          {intl.formatMessage({ id: 'delay.minutesLate' })}
        </label>
        <Space wrap>
          <StandaloneNumberField id="ps-late-minutes" min={0} max={720} value={minutes} onChange={setMinutes} suffix={intl.formatMessage({ id: 'delay.min' })} className="ps-number" />
          <Button onClick={() => setMinutes(0)} aria-pressed={minutes === 0}>
            {intl.formatMessage({ id: 'delay.onTime' })}
          </Button>
          {QUICK.map((quick) => (
            <Button key={quick} onClick={() => setMinutes(quick)} aria-pressed={minutes === quick}>
              +{quick}
            </Button>
          ))}
        </Space>
        <div aria-live="polite" className="ps-late__result">
          {preview.isError && <Alert type="error" showIcon title={errorMessage(preview.error)} />}
          {apply.isError && <Alert type="error" showIcon title={errorMessage(apply.error)} />}
          {preview.data && <DelayChanges preview={preview.data} />}
          {problems.length > 0 && (
            <>
              <DelayProblems problems={problems} />
              <Checkbox checked={acknowledged} onChange={(event) => setAcknowledgedKeys(event.target.checked ? problemKeys : '')}>
                {intl.formatMessage({ id: 'delay.acknowledge' })}
              </Checkbox>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
