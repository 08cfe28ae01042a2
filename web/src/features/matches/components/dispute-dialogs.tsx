import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, MAX_CORRECTED_SCORE, openDisputeInputSchema, resolveDisputeInputSchema, type MatchDispute, type TeamType } from '@pitchside/shared';
import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDisputeResult, useResolveDispute } from '../api/disputes';
import { dateTime } from '../format';

/** The coach's dispute: which result, until when, and why (required; the organizer reads it). */
export function DisputeResultDialog(props: { open: boolean; onClose: () => void; tournamentId: string; matchId: string; side: TeamType; teamName: string; result: string; windowEndsAt: string | null | undefined }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const dispute = useDisputeResult(props.tournamentId, props.matchId);
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await dispute.mutateAsync({ teamType: props.side, reason });
      void message.success(DISPUTE_MESSAGES.opened);
      form.resetFields();
      props.onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const reasonRule = {
    validator: async (_: unknown, value: unknown) => {
      const parsed = openDisputeInputSchema.shape.reason.safeParse(value ?? '');
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? DISPUTE_MESSAGES.reasonRequired);
    },
  };
  return (
    <Modal
      open={props.open}
      title={`Dispute the result for ${props.teamName}`}
      okText="Send dispute"
      cancelText="Cancel"
      okButtonProps={{ loading: dispute.isPending, htmlType: 'submit', form: 'dispute-result' }}
      onCancel={props.onClose}
      destroyOnHidden
      className="pm-dispute-dialog"
    >
      <p>
        You dispute <strong>{props.result}</strong>. The organizer reviews it and either keeps the result or corrects the score; until then the result shows as disputed.
        {props.windowEndsAt && <> You can dispute until {dateTime(props.windowEndsAt)}.</>}
      </p>
      <Form form={form} id="dispute-result" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item label="Reason" name="reason" rules={[reasonRule]} validateTrigger={['onChange', 'onBlur']}>
          <Input.TextArea rows={4} maxLength={DISPUTE_REASON_MAX} showCount placeholder="What is wrong with the result? For example: the second goal was scored after the final whistle." />
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
export function ResolveDisputeDialog(props: { open: boolean; onClose: () => void; tournamentId: string; matchId: string; dispute: MatchDispute; homeTeam: string; awayTeam: string; homeScore: number; awayScore: number }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ResolveValues>();
  const [failure, setFailure] = useState<string>();
  const resolve = useResolveDispute(props.tournamentId);
  const decision = Form.useWatch('decision', form) ?? 'uphold';
  const submit = async (values: ResolveValues) => {
    const parsed = resolveDisputeInputSchema.safeParse(
      values.decision === 'correct'
        ? { decision: 'correct', homeScore: values.homeScore, awayScore: values.awayScore, ...(values.note?.trim() ? { note: values.note } : {}) }
        : { decision: 'uphold', ...(values.note?.trim() ? { note: values.note } : {}) },
    );
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? DISPUTE_MESSAGES.scoreRange);
    try {
      await resolve.mutateAsync({ matchId: props.matchId, disputeId: props.dispute.disputeId, input: parsed.data });
      void message.success(parsed.data.decision === 'correct' ? DISPUTE_MESSAGES.corrected : DISPUTE_MESSAGES.upheld);
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const scoreRule = { required: true, message: DISPUTE_MESSAGES.scoreRange };
  return (
    <Modal
      open={props.open}
      title={`Resolve the dispute: ${props.homeTeam} ${props.homeScore}–${props.awayScore} ${props.awayTeam}`}
      okText="Resolve dispute"
      cancelText="Cancel"
      okButtonProps={{ loading: resolve.isPending, htmlType: 'submit', form: `resolve-${props.dispute.disputeId}` }}
      onCancel={props.onClose}
      destroyOnHidden
      className="pm-dispute-dialog"
    >
      <blockquote className="pm-dispute__reason">
        “{props.dispute.reason}”
        <footer className="ps-muted">
          {props.dispute.coachName}, coach of {props.dispute.teamName} · {dateTime(props.dispute.openedAt)}
        </footer>
      </blockquote>
      {failure && <p className="pm-dispute__failure" role="alert">{failure}</p>}
      <Form<ResolveValues>
        form={form}
        id={`resolve-${props.dispute.disputeId}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ decision: 'uphold', homeScore: props.homeScore, awayScore: props.awayScore }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setFailure(undefined)}
      >
        <Form.Item label="Decision" name="decision">
          <Radio.Group
            className="pm-dispute__decision"
            options={[
              { value: 'uphold', label: 'Keep the result' },
              { value: 'correct', label: 'Correct the score' },
            ]}
          />
        </Form.Item>
        {decision === 'correct' && (
          <div className="pm-dispute__scores">
            <Form.Item label={props.homeTeam} name="homeScore" rules={[scoreRule]}>
              <InputNumber min={0} max={MAX_CORRECTED_SCORE} precision={0} inputMode="numeric" className="ps-number" />
            </Form.Item>
            <Form.Item label={props.awayTeam} name="awayScore" rules={[scoreRule]}>
              <InputNumber min={0} max={MAX_CORRECTED_SCORE} precision={0} inputMode="numeric" className="ps-number" />
            </Form.Item>
          </div>
        )}
        <Form.Item label="Note for the coaches (optional)" name="note">
          <Input.TextArea rows={2} maxLength={DISPUTE_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
