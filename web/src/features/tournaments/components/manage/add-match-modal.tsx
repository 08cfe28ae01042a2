import type { TournamentDetail } from '@pitchside/shared';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { apiFieldProblems, showFieldErrors } from '../../../../lib/form-errors';
import { useCreateMatch } from '../../api/create-match';
import { checkAddMatch, teamLabel, teamsOfDivision, type AddMatchValues } from '../../fixtures/fixture-forms';
import { useIntl } from 'react-intl';

export interface AddMatchModalProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  open: boolean;
  onClose: () => void;
}

/** The request names teams; the form picks them: an API problem on `homeTeam` lands on the home team picker. */
const API_FIELD_OF: Record<string, keyof AddMatchValues> = { homeTeam: 'homeTeamKey', awayTeam: 'awayTeamKey', division: 'division', date: 'date', time: 'time', field: 'field' };

/**
 * One fixture added by hand (imports and the scheduler add them in bulk): a division, two of its teams
 * by name, a day and optionally a kick-off and a pitch. Checked with the shared create-match schema as
 * the organizer fills it in, and by the API (both teams must be entries of that division).
 */
export function AddMatchModal({ orgId, tournament, open, onClose }: AddMatchModalProps) {
  const [form] = Form.useForm<AddMatchValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const create = useCreateMatch(orgId, tournament.tournamentId);
  const [failure, setFailure] = useState<string>();
  const { structure } = tournament;
  const division = Form.useWatch('division', form);
  const teams = teamsOfDivision(structure, division);
  const teamOptions = teams.map((team) => ({ value: team.teamKey, label: teamLabel(team) }));

  /** A rule per field: the whole form through the shared schema, the problem filed under this field. */
  const rule = (name: keyof AddMatchValues) => ({
    validator: async () => {
      const checked = checkAddMatch(form.getFieldsValue(true) as AddMatchValues, structure);
      const problem = checked.ok ? undefined : checked.fields[name];
      if (problem) throw new Error(problem);
    },
  });

  const submit = async (values: AddMatchValues) => {
    setFailure(undefined);
    const checked = checkAddMatch(values, structure);
    if (!checked.ok) {
      showFieldErrors(form, checked.fields);
      return;
    }
    try {
      const match = await create.mutateAsync(checked.input);
      void message.success(intl.formatMessage({ id: 'tournaments.addMatch.added' }, { home: match.homeTeam, away: match.awayTeam }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const mapped = Object.fromEntries(Object.entries(apiFieldProblems(error)).map(([path, problem]) => [API_FIELD_OF[path] ?? path, problem]));
        if (Object.keys(showFieldErrors(form, mapped)).length === 0) return;
      }
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'tournaments.matches.add' })}
      open={open}
      onCancel={onClose}
      okText={intl.formatMessage({ id: 'tournaments.matches.add' })}
      onOk={() => form.submit()}
      cancelText={intl.formatMessage({ id: 'tournaments.create.cancel' })}
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: structure.divisions.length === 0 }}
      destroyOnHidden
      width={{ xs: '100%', sm: 560 }}
      className="ps-fixture-modal"
    >
      {structure.divisions.length === 0 ? (
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'tournaments.addMatch.needStructure' })} />
      ) : (
        <Form<AddMatchValues>
          form={form}
          name="add-match"
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{
            division: structure.divisions.length === 1 ? structure.divisions[0]?.name : undefined,
            homeTeamKey: undefined,
            awayTeamKey: undefined,
            date: tournament.startDate.slice(0, 10),
            time: '',
            field: '',
          }}
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed: Partial<AddMatchValues>) => {
            if (failure) setFailure(undefined);
            // Another division: its own teams.
            if ('division' in changed) form.setFieldsValue({ homeTeamKey: undefined, awayTeamKey: undefined });
          }}
        >
          {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
          <Form.Item label={intl.formatMessage({ id: 'tournaments.division' })} name="division" rules={[rule('division')]}>
            <Select<string>
              placeholder={intl.formatMessage({ id: 'tournaments.chooseDivision' })}
              options={structure.divisions.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
            />
          </Form.Item>
          <div className="ps-form-grid">
            <Form.Item label={intl.formatMessage({ id: 'tournaments.addMatch.home' })} name="homeTeamKey" rules={[rule('homeTeamKey')]} dependencies={['division']}>
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={division ? intl.formatMessage({ id: 'tournaments.addMatch.chooseHome' }) : intl.formatMessage({ id: 'tournaments.addMatch.chooseDivisionFirst' })}
                disabled={!division}
                options={teamOptions}
                notFoundContent={intl.formatMessage({ id: 'tournaments.addMatch.noTeams' })}
              />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'tournaments.addMatch.away' })} name="awayTeamKey" rules={[rule('awayTeamKey')]} dependencies={['division', 'homeTeamKey']}>
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={division ? intl.formatMessage({ id: 'tournaments.addMatch.chooseAway' }) : intl.formatMessage({ id: 'tournaments.addMatch.chooseDivisionFirst' })}
                disabled={!division}
                options={teamOptions}
                notFoundContent={intl.formatMessage({ id: 'tournaments.addMatch.noTeams' })}
              />
            </Form.Item>
          </div>
          <div className="ps-form-grid">
            <Form.Item label={intl.formatMessage({ id: 'tournaments.addMatch.date' })} name="date" rules={[rule('date')]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'tournaments.addMatch.kickOff' })} name="time" rules={[rule('time')]} extra={intl.formatMessage({ id: 'tournaments.addMatch.kickOffHint' })}>
              <Input type="time" />
            </Form.Item>
          </div>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.addMatch.pitch' })} name="field" rules={[rule('field')]} extra={intl.formatMessage({ id: 'tournaments.optional' })}>
            <Input autoComplete="off" maxLength={100} placeholder={intl.formatMessage({ id: 'tournaments.addMatch.pitchPlaceholder' })} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
