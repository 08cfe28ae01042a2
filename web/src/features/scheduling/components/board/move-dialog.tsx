import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { BoardMatch, MoveCheck, MoveTarget, Pitch, ScheduleDay } from '@pitchside/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { formatShortDay } from '../../../../lib/format';
import { matchContext, matchLabel } from '../../schedule-labels';
import { useIntl } from 'react-intl';
import { refusalReasons } from '../../refusal-text';

export interface MoveDialogProps {
  match: BoardMatch | undefined;
  pitches: Pitch[];
  days: ScheduleDay[];
  pitchName: (pitchId: string) => string;
  check: (match: BoardMatch, target: MoveTarget) => MoveCheck;
  pending: boolean;
  onMove: (match: BoardMatch, target: MoveTarget) => void;
  onClose: () => void;
}

/**
 * The board without dragging (keyboard, screen reader, tablet): choose the day, the pitch and the
 * kick-off; the same rules as a drag say at once whether it fits, and an illegal slot cannot be sent.
 */
export function MoveDialog({ match, pitches, days, pitchName, check, pending, onMove, onClose }: MoveDialogProps) {
  const intl = useIntl();
  // Starts where the match is. The board mounts one dialog per match (key), so a refetched board while
  // the dialog is open never resets what the organizer has chosen.
  const [target, setTarget] = useState<MoveTarget>(() => ({
    pitchId: match?.pitchId || (pitches[0]?.id ?? ''),
    date: match?.date || (days[0]?.date ?? ''),
    start: match?.start || (days[0]?.start ?? '09:00'),
  }));
  const complete = Boolean(target.pitchId && target.date && /^\d{2}:\d{2}$/.test(target.start));
  const unchanged = match !== undefined && target.pitchId === match.pitchId && target.date === match.date && target.start === match.start;
  const result = useMemo(() => (match && complete && !unchanged ? check(match, target) : undefined), [match, complete, unchanged, check, target]);
  const where = match?.pitchId
    ? intl.formatMessage({ id: 'scheduling.move.now' }, { day: formatShortDay(match.date), time: match.start, pitch: pitchName(match.pitchId) })
    : intl.formatMessage({ id: 'scheduling.move.nowhere' });

  return (
    <Modal
      open={match !== undefined}
      title={match ? intl.formatMessage({ id: 'scheduling.move.title' }, { match: matchLabel(intl, match) }) : intl.formatMessage({ id: 'scheduling.move' })}
      okText={intl.formatMessage({ id: 'scheduling.move.ok' })}
      cancelText={intl.formatMessage({ id: 'scheduling.cancel' })}
      okButtonProps={{ disabled: !result?.ok, loading: pending }}
      onOk={() => match && result?.ok && onMove(match, target)}
      onCancel={onClose}
      destroyOnHidden
    >
      {match && (
        <>
          <p className="ps-muted ps-move__context">
            {matchContext(intl, match)} · {where}
          </p>
          <Form layout="vertical" requiredMark={false} className="ps-move__form">
            <Form.Item label={intl.formatMessage({ id: 'scheduling.move.day' })}>
              <Select
                aria-label={intl.formatMessage({ id: 'scheduling.move.day' })}
                value={target.date || undefined}
                onChange={(date: string) => setTarget((current) => ({ ...current, date }))}
                options={days.map((day) => ({ value: day.date, label: `${formatShortDay(day.date)} (${day.start}–${day.end})` }))}
              />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'scheduling.move.pitch' })}>
              <Select
                aria-label={intl.formatMessage({ id: 'scheduling.move.pitch' })}
                value={target.pitchId || undefined}
                onChange={(pitchId: string) => setTarget((current) => ({ ...current, pitchId }))}
                options={pitches.map((pitch) => ({ value: pitch.id, label: `${pitch.name} (${pitch.size})` }))}
              />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'scheduling.move.kickOff' })}>
              <Input
                type="time"
                step={300}
                aria-label={intl.formatMessage({ id: 'scheduling.move.kickOff' })}
                value={target.start}
                onChange={(event) => setTarget((current) => ({ ...current, start: event.target.value }))}
              />
            </Form.Item>
          </Form>
          <div aria-live="polite">
            {unchanged && <Alert type="info" showIcon title={intl.formatMessage({ id: 'scheduling.move.unchanged' })} />}
            {result?.ok && <Alert type="success" icon={<CheckCircleFilled />} showIcon title={intl.formatMessage({ id: 'scheduling.move.fits' })} />}
            {result && !result.ok && (
              <Alert
                type="error"
                icon={<CloseCircleFilled />}
                showIcon
                title={intl.formatMessage({ id: 'scheduling.move.refused' })}
                description={
                  <ul className="ps-reasons">
                    {refusalReasons(intl, result).map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                }
              />
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
