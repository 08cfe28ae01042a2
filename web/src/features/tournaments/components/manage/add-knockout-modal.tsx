import type { ScheduleSetup, TournamentDetail } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, App, Checkbox, Form, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { apiFieldProblems, showFieldErrors } from '../../../../lib/form-errors';
import { requiredText } from '../../../../i18n/age-label';
import { useScheduleSetup } from '../../../../api/scheduling/get-schedule-setup';
import { useAddKnockout } from '../../api/add-knockout';
import { checkAddKnockout, knockoutFieldOf, knockoutValuesOf, type AddKnockoutValues } from '../../fixtures/fixture-forms';
import { NumberField, numberRule } from '../../../../components/number-field';

export interface AddKnockoutModalProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * A knockout after a division's groups: who goes through (the top N of each group, the best next-placed,
 * a third-place match), then the schedule is generated so the rounds get their pitches and kick-offs
 * after the group stage. The bracket's sides fill in by themselves as group results come in.
 */
export function AddKnockoutModal({ orgId, tournament, open, onClose }: AddKnockoutModalProps) {
  const [form] = Form.useForm<AddKnockoutValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const add = useAddKnockout(orgId, tournament.tournamentId);
  const [failure, setFailure] = useState<string>();
  const [ready, setReady] = useState(false);
  const { divisions } = tournament.structure;

  const submit = async (values: AddKnockoutValues, setup: ScheduleSetup) => {
    setFailure(undefined);
    const checked = checkAddKnockout(values, setup, divisions);
    if (!checked.ok) {
      showFieldErrors(form, checked.fields);
      return;
    }
    const division = divisions.find((candidate) => candidate.divisionId === values.divisionId);
    try {
      const { view } = await add.mutateAsync(checked.input);
      const rounds = view.matches.filter((match) => match.divisionId === values.divisionId && match.roundName).length;
      const unplaced = view.unplaced.filter((item) => item.match.divisionId === values.divisionId && item.match.stage === 'knockout').length;
      const named = { division: division?.name ?? '', known: division ? 'yes' : 'no' };
      if (unplaced > 0) void message.warning(intl.formatMessage({ id: 'tournaments.knockout.addedUnplaced' }, { ...named, count: unplaced }), 8);
      else void message.success(intl.formatMessage({ id: 'tournaments.knockout.added' }, { ...named, count: rounds }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && values.divisionId) {
        const shown = Object.entries(apiFieldProblems(error)).flatMap(([path, problem]) => {
          const name = knockoutFieldOf(path, values.divisionId ?? '');
          return name ? [{ name, errors: [problem] }] : [];
        });
        if (shown.length > 0) {
          form.setFields(shown);
          return;
        }
      }
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'tournaments.knockout.title' })}
      open={open}
      onCancel={onClose}
      okText={intl.formatMessage({ id: 'tournaments.knockout.ok' })}
      onOk={() => form.submit()}
      cancelText={intl.formatMessage({ id: 'tournaments.create.cancel' })}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={add.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 560 }}
      className="ps-fixture-modal"
    >
      {open && <KnockoutForm orgId={orgId} tournament={tournament} form={form} failure={failure} onReady={setReady} onChange={() => setFailure(undefined)} onSubmit={submit} />}
    </Modal>
  );
}

interface KnockoutFormProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  form: ReturnType<typeof Form.useForm<AddKnockoutValues>>[0];
  failure: string | undefined;
  onReady: (ready: boolean) => void;
  onChange: () => void;
  onSubmit: (values: AddKnockoutValues, setup: ScheduleSetup) => Promise<void>;
}

/** Read only while the dialog is open: the setup says how each division is played and whether there is a venue. */
function KnockoutForm({ orgId, tournament, form, failure, onReady, onChange, onSubmit }: KnockoutFormProps) {
  const intl = useIntl();
  const setup = useScheduleSetup(orgId, tournament.tournamentId);
  const { divisions } = tournament.structure;
  const hasVenue = Boolean(setup.data && setup.data.pitches.length > 0 && setup.data.days.length > 0);
  const canAdd = hasVenue && divisions.length > 0;
  useEffect(() => {
    onReady(canAdd);
    return () => onReady(false);
  }, [canAdd, onReady]);

  if (setup.isPending) {
    return (
      <div className="ps-modal-loading">
        <Spin size="small" /> {intl.formatMessage({ id: 'tournaments.knockout.reading' })}
      </div>
    );
  }
  if (setup.isError) return <Alert type="error" showIcon title={errorMessage(setup.error)} />;
  const saved = setup.data;
  if (divisions.length === 0) return <Alert type="info" showIcon title={intl.formatMessage({ id: 'tournaments.knockout.needDivision' })} />;
  if (!hasVenue) {
    return (
      <Alert
        type="info"
        showIcon
        title={intl.formatMessage({ id: 'tournaments.knockout.needVenue' })}
        description={
          <FormattedMessage
            id="tournaments.knockout.needVenueHint"
            values={{
              link: (chunks) => (
                <Link to="/admin/tournaments/$tournamentId/schedule" params={{ tournamentId: tournament.tournamentId }}>
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      />
    );
  }
  const first = divisions.length === 1 ? divisions[0]?.divisionId : undefined;
  const hasKnockout = (divisionId: string) => saved.formats[divisionId]?.type === 'groups-knockout';
  return (
    <Form<AddKnockoutValues>
      form={form}
      name="add-knockout"
      layout="vertical"
      requiredMark={false}
      preserve={false}
      initialValues={knockoutValuesOf(saved, first)}
      onFinish={(values) => void onSubmit(values, saved)}
      onValuesChange={(changed: Partial<AddKnockoutValues>) => {
        onChange();
        // Another division: start from its own knockout, if it has one.
        if ('divisionId' in changed) form.setFieldsValue(knockoutValuesOf(saved, changed.divisionId));
      }}
    >
      {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
      <p className="ps-muted ps-modal-note">{intl.formatMessage({ id: 'tournaments.knockout.note' })}</p>
      <Form.Item
        label={intl.formatMessage({ id: 'tournaments.division' })}
        name="divisionId"
        rules={[{ required: true, message: requiredText(intl, intl.formatMessage({ id: 'tournaments.division' })) }]}
      >
        <Select<string>
          placeholder={intl.formatMessage({ id: 'tournaments.chooseDivision' })}
          options={divisions.map((division) => ({
            value: division.divisionId,
            label: hasKnockout(division.divisionId) ? intl.formatMessage({ id: 'tournaments.knockout.hasKnockout' }, { division: division.name }) : division.name,
          }))}
        />
      </Form.Item>
      <div className="ps-form-grid">
        <Form.Item
          validateFirst
          rules={[numberRule]}
          label={intl.formatMessage({ id: 'tournaments.knockout.qualifiers' })}
          name="qualifiersPerGroup"
          extra={intl.formatMessage({ id: 'tournaments.knockout.qualifiersHint' })}
        >
          <NumberField min={1} max={8} className="ps-number" />
        </Form.Item>
        <Form.Item
          validateFirst
          rules={[numberRule]}
          label={intl.formatMessage({ id: 'tournaments.knockout.bestThirds' })}
          name="bestThirds"
          extra={intl.formatMessage({ id: 'tournaments.knockout.bestThirdsHint' })}
        >
          <NumberField min={0} max={64} className="ps-number" />
        </Form.Item>
      </div>
      <Form.Item name="thirdPlaceMatch" valuePropName="checked">
        <Checkbox>{intl.formatMessage({ id: 'tournaments.knockout.thirdPlace' })}</Checkbox>
      </Form.Item>
    </Form>
  );
}
