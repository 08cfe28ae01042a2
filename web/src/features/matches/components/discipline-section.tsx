import {
  DISCIPLINE_MESSAGES,
  DISCIPLINE_REASON_MAX,
  disciplineDecisionInputSchema,
  MAX_EXTEND_MATCHES,
  MAX_RED_CARD_MATCHES,
  MAX_YELLOW_CARDS_FOR_SUSPENSION,
  MIN_YELLOW_CARDS_FOR_SUSPENSION,
  type DisciplineAction,
  type DisciplineRules,
  type SuspensionView,
} from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Modal, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { translatedMessage } from '../../../i18n/server-message';
import { errorMessage } from '../../../lib/api-client';
import { useDecideSuspension, useDisciplineList, useSaveDisciplineRules } from '../api/discipline';
import { SuspensionReason } from './suspension-reason';
import { NumberField, numberRule } from '../../../components/number-field';

/** The organizer's discipline: the card rules, and every suspension with served / extend / overturn (with a reason). */
export function DisciplineSection({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const list = useDisciplineList(tournamentId);
  const [deciding, setDeciding] = useState<{ suspension: SuspensionView; action: DisciplineAction }>();
  return (
    <section className="ps-card pm-discipline" aria-labelledby="discipline-title">
      <h2 className="ps-card__title" id="discipline-title">
        {intl.formatMessage({ id: 'discipline.title' })}
      </h2>
      {list.isError && !list.data ? (
        <Alert type="error" showIcon title={errorMessage(list.error)} />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <RulesForm tournamentId={tournamentId} rules={list.data.rules} />
          {list.data.suspensions.length === 0 ? (
            <p className="ps-muted">{intl.formatMessage({ id: 'discipline.none' })}</p>
          ) : (
            <ul className="pm-discipline__list" aria-label={intl.formatMessage({ id: 'discipline.list' })}>
              {list.data.suspensions.map((suspension) => (
                <li key={suspension.suspensionId} className="pm-discipline__item">
                  <div className="pm-discipline__text">
                    <span>
                      <strong>
                        {suspension.playerName} · {suspension.teamName}
                      </strong>{' '}
                      <Tag color={suspension.state === 'pending' ? 'red' : 'default'}>{intl.formatMessage({ id: `discipline.state.${suspension.state}` })}</Tag>
                    </span>
                    <SuspensionReason suspension={suspension} />
                    {suspension.misconduct && (
                      <span>
                        {intl.formatMessage(
                          { id: 'discipline.misconduct' },
                          { name: suspension.misconduct.refereeName, report: suspension.misconduct.description, matches: suspension.misconduct.recommendedExtraMatches },
                        )}
                      </span>
                    )}
                    {suspension.decisions.map((decision) => (
                      <span key={decision.decisionId} className="ps-muted">
                        {intl.formatMessage(
                          { id: 'discipline.decidedBy' },
                          { action: intl.formatMessage({ id: `discipline.action.${decision.action}` }), name: decision.decidedByName, reason: decision.reason },
                        )}
                      </span>
                    ))}
                  </div>
                  {suspension.state === 'pending' && (
                    <div className="pm-discipline__actions">
                      {(['overturn', 'served', 'extend'] as const).map((action) => (
                        <Button
                          key={action}
                          onClick={() => setDeciding({ suspension, action })}
                          aria-label={intl.formatMessage({ id: 'discipline.actionOf' }, { action: intl.formatMessage({ id: `discipline.action.${action}` }), player: suspension.playerName })}
                        >
                          {intl.formatMessage({ id: `discipline.action.${action}` })}
                        </Button>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {deciding && <DecisionDialog tournamentId={tournamentId} {...deciding} onClose={() => setDeciding(undefined)} />}
    </section>
  );
}

function RulesForm({ tournamentId, rules }: { tournamentId: string; rules: DisciplineRules }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const save = useSaveDisciplineRules(tournamentId);
  const submit = async (values: Pick<DisciplineRules, 'redCardMatches' | 'yellowCardsForSuspension' | 'yellowCardScope'>) => {
    try {
      await save.mutateAsync({ ...rules, ...values });
      void message.success(intl.formatMessage({ id: 'discipline.saved' }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={rules}
      onFinish={(values) => void submit(values)}
      className="pm-discipline__rules"
      aria-label={intl.formatMessage({ id: 'discipline.rules' })}
    >
      <Form.Item
        validateFirst
        label={intl.formatMessage({ id: 'discipline.redCardMatches' })}
        name="redCardMatches"
        rules={[numberRule, { required: true, message: translatedMessage(DISCIPLINE_MESSAGES.redCardMatchesRange) }]}
      >
        <NumberField min={1} max={MAX_RED_CARD_MATCHES} className="ps-number" />
      </Form.Item>
      <Form.Item
        validateFirst
        label={intl.formatMessage({ id: 'discipline.yellowCards' })}
        name="yellowCardsForSuspension"
        rules={[numberRule, { required: true, message: translatedMessage(DISCIPLINE_MESSAGES.yellowCardsRange) }]}
      >
        <NumberField min={MIN_YELLOW_CARDS_FOR_SUSPENSION} max={MAX_YELLOW_CARDS_FOR_SUSPENSION} className="ps-number" />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'discipline.scope' })} name="yellowCardScope">
        <Select
          options={[
            { value: 'tournament', label: intl.formatMessage({ id: 'discipline.scope.tournament' }) },
            { value: 'group-stage', label: intl.formatMessage({ id: 'discipline.scope.groupStage' }) },
          ]}
        />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {intl.formatMessage({ id: 'discipline.save' })}
      </Button>
    </Form>
  );
}

function DecisionDialog({ tournamentId, suspension, action, onClose }: { tournamentId: string; suspension: SuspensionView; action: DisciplineAction; onClose: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; matches?: number }>();
  const [failure, setFailure] = useState<string>();
  const decide = useDecideSuspension(tournamentId);
  const submit = async (values: { reason: string; matches?: number }) => {
    const parsed = disciplineDecisionInputSchema.safeParse({ suspensionId: suspension.suspensionId, action, reason: values.reason ?? '', ...(action === 'extend' ? { matches: values.matches } : {}) });
    if (!parsed.success) return setFailure(translatedMessage(parsed.error.issues[0]?.message ?? DISCIPLINE_MESSAGES.reasonRequired));
    try {
      await decide.mutateAsync(parsed.data);
      void message.success(intl.formatMessage({ id: 'discipline.decided' }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const formId = `decide-${action}`;
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'discipline.actionOf' }, { action: intl.formatMessage({ id: `discipline.action.${action}` }), player: suspension.playerName })}
      okText={intl.formatMessage({ id: `discipline.action.${action}` })}
      cancelText={intl.formatMessage({ id: 'organizer.cancel' })}
      okButtonProps={{ loading: decide.isPending, htmlType: 'submit', form: formId }}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && (
        <p className="pm-dispute__failure" role="alert">
          {failure}
        </p>
      )}
      <Form form={form} id={formId} layout="vertical" requiredMark={false} initialValues={{ matches: 1 }} onFinish={(values) => void submit(values)} onValuesChange={() => setFailure(undefined)}>
        {action === 'extend' && (
          <Form.Item validateFirst rules={[numberRule]} label={intl.formatMessage({ id: 'discipline.extendBy' })} name="matches">
            <NumberField min={1} max={MAX_EXTEND_MATCHES} className="ps-number" />
          </Form.Item>
        )}
        <Form.Item label={intl.formatMessage({ id: 'discipline.reason' })} name="reason">
          <Input.TextArea rows={3} maxLength={DISCIPLINE_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
