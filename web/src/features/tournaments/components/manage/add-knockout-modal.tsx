import type { ScheduleSetup, TournamentDetail } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, App, Checkbox, Form, InputNumber, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { plural } from '../../../../lib/format';
import { showFieldErrors } from '../../../../lib/form-errors';
import { useScheduleSetup } from '../../../../api/scheduling/get-schedule-setup';
import { useAddKnockout } from '../../api/add-knockout';
import { checkAddKnockout, knockoutFieldOf, knockoutValuesOf, type AddKnockoutValues } from '../../fixtures/fixture-forms';

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
      if (unplaced > 0) void message.warning(`Knockout added to ${division?.name ?? 'the division'}: ${plural(unplaced, 'match', 'matches')} did not fit the venue's days. See the board on the Schedule page.`, 8);
      else void message.success(`Knockout added to ${division?.name ?? 'the division'}: ${plural(rounds, 'match', 'matches')}.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && values.divisionId) {
        const shown = Object.entries(error.fields).flatMap(([path, problem]) => {
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
      title="Add knockout"
      open={open}
      onCancel={onClose}
      okText="Add knockout and schedule it"
      onOk={() => form.submit()}
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
        <Spin size="small" /> Reading the schedule setup…
      </div>
    );
  }
  if (setup.isError) return <Alert type="error" showIcon title={errorMessage(setup.error)} />;
  const saved = setup.data;
  if (divisions.length === 0) return <Alert type="info" showIcon title="Add a division and its teams first (Structure and Teams tabs)." />;
  if (!hasVenue) {
    return (
      <Alert
        type="info"
        showIcon
        title="Describe the venue first"
        description={
          <>
            The knockout is placed on the venue&apos;s pitches and days, after the group stage. Add them on the{' '}
            <Link to="/admin/tournaments/$tournamentId/schedule" params={{ tournamentId: tournament.tournamentId }}>
              Schedule page
            </Link>
            .
          </>
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
      <p className="ps-muted ps-modal-note">
        The top teams of each group of the division go through. The schedule is generated again so the knockout rounds get pitches and kick-offs after the group
        stage; locked and played matches stay where they are.
      </p>
      <Form.Item label="Division" name="divisionId" rules={[{ required: true, message: 'Please input your Division' }]}>
        <Select<string>
          placeholder="Choose a division"
          options={divisions.map((division) => ({ value: division.divisionId, label: hasKnockout(division.divisionId) ? `${division.name} (has a knockout)` : division.name }))}
        />
      </Form.Item>
      <div className="ps-form-grid">
        <Form.Item label="Teams through per group" name="qualifiersPerGroup" extra="1 to 8.">
          <InputNumber min={1} max={8} precision={0} inputMode="numeric" className="ps-number" />
        </Form.Item>
        <Form.Item label="Best next-placed teams" name="bestThirds" extra="Optional: e.g. the 2 best third-placed teams.">
          <InputNumber min={0} max={64} precision={0} inputMode="numeric" className="ps-number" />
        </Form.Item>
      </div>
      <Form.Item name="thirdPlaceMatch" valuePropName="checked">
        <Checkbox>Third-place match between the semi-final losers</Checkbox>
      </Form.Item>
    </Form>
  );
}
