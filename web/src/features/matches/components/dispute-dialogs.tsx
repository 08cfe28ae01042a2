import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, MAX_CORRECTED_SCORE, openDisputeInputSchema, resolveDisputeInputSchema, type MatchDispute, type TeamType } from '@pitchside/shared';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useDisputeResult, useResolveDispute } from '../api/disputes';
import { dateTime } from '../format';
import { translatedMessage } from '../../../i18n/server-message';
import { NumberField, numberRule } from '../../../components/number-field';

/**
 * A schema's problem in the screen's language, through the table the API answers with; `fallback` for a
 * problem zod words itself (a value of the wrong type), which the dispute flow never words.
 */
function disputeProblem(message: string | undefined, fallback: string): string {
  const known = (Object.values(DISPUTE_MESSAGES) as string[]).includes(message ?? '');
  return translatedMessage(known && message ? message : fallback);
}

/** The coach's dispute: which result, until when, and why (required; the organizer reads it). */
export function DisputeResultDialog(props: {
  open: boolean;
  onClose: () => void;
  tournamentId: string;
  matchId: string;
  side: TeamType;
  teamName: string;
  result: string;
  windowEndsAt: string | null | undefined;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const dispute = useDisputeResult(props.tournamentId, props.matchId);
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await dispute.mutateAsync({ teamType: props.side, reason });
      void message.success(intl.formatMessage({ id: 'organizer.dispute.opened' }));
      form.resetFields();
      props.onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const reasonRule = {
    validator: async (_: unknown, value: unknown) => {
      const parsed = openDisputeInputSchema.shape.reason.safeParse(value ?? '');
      if (!parsed.success) throw new Error(disputeProblem(parsed.error.issues[0]?.message, DISPUTE_MESSAGES.reasonRequired));
    },
  };
  return (
    <Modal
      open={props.open}
      title={intl.formatMessage({ id: 'organizer.dispute.dialogTitle' }, { team: props.teamName })}
      okText={intl.formatMessage({ id: 'organizer.dispute.send' })}
      cancelText={intl.formatMessage({ id: 'organizer.cancel' })}
      okButtonProps={{ loading: dispute.isPending, htmlType: 'submit', form: 'dispute-result' }}
      onCancel={props.onClose}
      destroyOnHidden
      className="pm-dispute-dialog"
    >
      <p>
        <FormattedMessage id="organizer.dispute.explain" values={{ result: props.result, b: (text) => <strong>{text}</strong> }} />
        {props.windowEndsAt && ` ${intl.formatMessage({ id: 'organizer.dispute.until' }, { when: dateTime(props.windowEndsAt) })}`}
      </p>
      <Form form={form} id="dispute-result" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item label={intl.formatMessage({ id: 'organizer.dispute.reason' })} name="reason" rules={[reasonRule]} validateTrigger={['onChange', 'onBlur']}>
          <Input.TextArea rows={4} maxLength={DISPUTE_REASON_MAX} showCount placeholder={intl.formatMessage({ id: 'organizer.dispute.reasonPlaceholder' })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ResolveValues {
  decision: 'uphold' | 'correct';
  homeScore?: number | null;
  awayScore?: number | null;
  note?: string;
}

/** The organizer's decision on one dispute: the result stands, or the score becomes the one entered. */
export function ResolveDisputeDialog({
  match,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  /** The disputed match as it reads now (its score is the one the correction starts from). */
  match: { tournamentId: string; matchId: string; homeTeam: string; awayTeam: string; homeScore: number; awayScore: number };
  dispute: MatchDispute;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResolveValues>();
  const [failure, setFailure] = useState<string>();
  const resolve = useResolveDispute(match.tournamentId);
  const decision = Form.useWatch('decision', form) ?? 'uphold';
  const submit = async (values: ResolveValues) => {
    const parsed = resolveDisputeInputSchema.safeParse(
      values.decision === 'correct'
        ? { decision: 'correct', homeScore: values.homeScore, awayScore: values.awayScore, ...(values.note?.trim() ? { note: values.note } : {}) }
        : { decision: 'uphold', ...(values.note?.trim() ? { note: values.note } : {}) },
    );
    if (!parsed.success) return setFailure(disputeProblem(parsed.error.issues[0]?.message, DISPUTE_MESSAGES.scoreRange));
    try {
      await resolve.mutateAsync({ matchId: match.matchId, disputeId: props.dispute.disputeId, input: parsed.data });
      void message.success(intl.formatMessage({ id: parsed.data.decision === 'correct' ? 'organizer.dispute.correctedDone' : 'organizer.dispute.upheld' }));
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const scoreRule = { required: true, message: translatedMessage(DISPUTE_MESSAGES.scoreRange) };
  return (
    <Modal
      open={props.open}
      title={intl.formatMessage({ id: 'organizer.dispute.resolveTitle' }, { home: match.homeTeam, away: match.awayTeam, homeScore: match.homeScore, awayScore: match.awayScore })}
      okText={intl.formatMessage({ id: 'organizer.dispute.resolve' })}
      cancelText={intl.formatMessage({ id: 'organizer.cancel' })}
      okButtonProps={{ loading: resolve.isPending, htmlType: 'submit', form: `resolve-${props.dispute.disputeId}` }}
      onCancel={props.onClose}
      destroyOnHidden
      className="pm-dispute-dialog"
    >
      <blockquote className="pm-dispute__reason">
        “{props.dispute.reason}”
        <footer className="ps-muted">
          {intl.formatMessage({ id: 'organizer.dispute.coachOf' }, { coach: props.dispute.coachName, team: props.dispute.teamName, when: dateTime(props.dispute.openedAt) })}
        </footer>
      </blockquote>
      {failure && (
        <p className="pm-dispute__failure" role="alert">
          {failure}
        </p>
      )}
      <Form<ResolveValues>
        form={form}
        id={`resolve-${props.dispute.disputeId}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ decision: 'uphold', homeScore: match.homeScore, awayScore: match.awayScore }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setFailure(undefined)}
      >
        <Form.Item label={intl.formatMessage({ id: 'organizer.dispute.decision' })} name="decision">
          <Radio.Group
            className="pm-dispute__decision"
            options={[
              { value: 'uphold', label: intl.formatMessage({ id: 'organizer.dispute.keep' }) },
              { value: 'correct', label: intl.formatMessage({ id: 'organizer.dispute.correct' }) },
            ]}
          />
        </Form.Item>
        {decision === 'correct' && (
          <div className="pm-dispute__scores">
            <Form.Item validateFirst label={match.homeTeam} name="homeScore" rules={[numberRule, scoreRule]}>
              <NumberField min={0} max={MAX_CORRECTED_SCORE} className="ps-number" />
            </Form.Item>
            <Form.Item validateFirst label={match.awayTeam} name="awayScore" rules={[numberRule, scoreRule]}>
              <NumberField min={0} max={MAX_CORRECTED_SCORE} className="ps-number" />
            </Form.Item>
          </div>
        )}
        <Form.Item label={intl.formatMessage({ id: 'organizer.dispute.noteLabel' })} name="note">
          <Input.TextArea rows={2} maxLength={DISPUTE_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
