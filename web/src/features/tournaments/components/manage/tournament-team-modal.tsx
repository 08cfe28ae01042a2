import {
  createTournamentTeamInputSchema,
  DEFAULT_BRACKET,
  GENDERS,
  updateTournamentTeamInputSchema,
  type Age,
  type Gender,
  type TournamentDetail,
  type TournamentTeamSummary,
} from '@pitchside/shared';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../../lib/form-errors';
import { useAddTournamentTeam } from '../../api/add-tournament-team';
import { useOrganizationTeams } from '../../api/list-organization-teams';
import { useUpdateTournamentTeam } from '../../api/update-tournament-team';
import { GENDER_LABELS } from '../../tournament-labels';
import { ageOptions, ageText } from '../../../../i18n/age-label';
import { useIntl } from 'react-intl';

interface TeamValues {
  team: string;
  club: string;
  division: string | undefined;
  bracket: string | undefined;
  age: Age | undefined;
  gender: Gender | undefined;
  teamId: string | undefined;
}

export interface TournamentTeamModalProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  /** The team to edit; none to add one. */
  team?: TournamentTeamSummary | undefined;
  open: boolean;
  onClose: () => void;
}

const optional = <T,>(value: T | undefined | null | '') => (value === undefined || value === null || value === '' ? undefined : value);

/**
 * Add a team to the tournament (name and club make its key: spec §5's dedup, a second one is 409) or
 * move one to another division or bracket. Optionally linked to one of the organization's teams.
 */
export function TournamentTeamModal({ orgId, tournament, team, open, onClose }: TournamentTeamModalProps) {
  const [form] = Form.useForm<TeamValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const add = useAddTournamentTeam(orgId, tournament.tournamentId);
  const update = useUpdateTournamentTeam(orgId, tournament.tournamentId);
  const organizationTeams = useOrganizationTeams(orgId, open);
  const [failure, setFailure] = useState<string>();
  const editing = team !== undefined;
  const { divisions, brackets } = tournament.structure;
  const division = Form.useWatch('division', form);
  const chosen = divisions.find((candidate) => candidate.name === division);
  const bracketOptions = [...new Set([DEFAULT_BRACKET, ...brackets.filter((bracket) => !bracket.divisionId || bracket.divisionId === chosen?.divisionId).map((bracket) => bracket.name)])];

  const submit = async (values: TeamValues) => {
    setFailure(undefined);
    try {
      if (team) {
        const input = parseForm(form, updateTournamentTeamInputSchema, {
          division: values.division,
          bracket: values.bracket || DEFAULT_BRACKET,
          ...(values.age ? { age: values.age } : {}),
          ...(values.gender ? { gender: values.gender } : {}),
          teamId: values.teamId ?? null,
        });
        if (!input) return;
        const { message: done } = await update.mutateAsync({ teamKey: team.teamKey, input });
        void message.success(done);
      } else {
        const input = parseForm(form, createTournamentTeamInputSchema, {
          team: values.team,
          ...(optional(values.club.trim()) ? { club: values.club.trim() } : {}),
          division: values.division ?? '',
          ...(values.bracket ? { bracket: values.bracket } : {}),
          ...(values.age ? { age: values.age } : {}),
          ...(values.gender ? { gender: values.gender } : {}),
          ...(values.teamId ? { teamId: values.teamId } : {}),
        });
        if (!input) return;
        const { message: done } = await add.mutateAsync(input);
        void message.success(done);
      }
      onClose();
    } catch (error) {
      // 409: 'This team is in the tournament already' — the name (with the club removed) is taken.
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'team', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  const schema = editing ? updateTournamentTeamInputSchema : createTournamentTeamInputSchema;
  return (
    <Modal
      title={editing ? intl.formatMessage({ id: 'tournaments.teams.editLabel' }, { team: team.team }) : intl.formatMessage({ id: 'tournaments.team.addTitle' })}
      open={open}
      onCancel={onClose}
      okText={editing ? intl.formatMessage({ id: 'tournaments.saveChanges' }) : intl.formatMessage({ id: 'tournaments.teams.add' })}
      onOk={() => form.submit()}
      cancelText={intl.formatMessage({ id: 'tournaments.create.cancel' })}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 560 }}
    >
      <Form<TeamValues>
        form={form}
        name={editing ? 'edit-tournament-team' : 'add-tournament-team'}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={
          team
            ? { team: team.team, club: team.club ?? '', division: team.division, bracket: team.bracket, age: team.age, gender: team.gender, teamId: team.teamId ?? undefined }
            : { team: '', club: '', division: divisions.length === 1 ? divisions[0]?.name : undefined, bracket: DEFAULT_BRACKET, age: undefined, gender: undefined, teamId: undefined }
        }
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<TeamValues>) => {
          if (failure) setFailure(undefined);
          // Another division: its own brackets apply, so start again from Default.
          if ('division' in changed) form.setFieldValue('bracket', DEFAULT_BRACKET);
        }}
      >
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
        {editing ? (
          <p className="ps-muted ps-modal-note">{intl.formatMessage({ id: 'tournaments.team.identity' })}</p>
        ) : (
          <div className="ps-form-grid">
            <Form.Item label={intl.formatMessage({ id: 'tournaments.team' })} name="team" rules={[schemaRule(schema, 'team', 'onBlur')]}>
              <Input autoComplete="off" maxLength={100} placeholder={intl.formatMessage({ id: 'tournaments.team.namePlaceholder' })} />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'tournaments.team.club' })} name="club" extra={intl.formatMessage({ id: 'tournaments.optional' })}>
              <Input autoComplete="off" maxLength={100} placeholder={intl.formatMessage({ id: 'tournaments.team.clubPlaceholder' })} />
            </Form.Item>
          </div>
        )}
        <div className="ps-form-grid">
          <Form.Item label={intl.formatMessage({ id: 'tournaments.division' })} name="division" rules={[schemaRule(schema, 'division')]}>
            <Select<string> placeholder={intl.formatMessage({ id: 'tournaments.chooseDivision' })} options={divisions.map((candidate) => ({ value: candidate.name, label: candidate.name }))} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.bracket' })} name="bracket" rules={[schemaRule(schema, 'bracket')]}>
            <Select<string> options={bracketOptions.map((name) => ({ value: name, label: name }))} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.structure.age' })}
            name="age"
            extra={chosen ? intl.formatMessage({ id: 'tournaments.team.divisionAge' }, { age: ageText(intl, chosen.age) }) : undefined}
          >
            <Select<Age> allowClear placeholder={intl.formatMessage({ id: 'tournaments.team.asDivision' })} options={ageOptions(intl)} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.gender' })}
            name="gender"
            extra={chosen ? intl.formatMessage({ id: 'tournaments.team.divisionGender' }, { gender: intl.formatMessage({ id: GENDER_LABELS[chosen.gender] }) }) : undefined}
          >
            <Select<Gender>
              allowClear
              placeholder={intl.formatMessage({ id: 'tournaments.team.asDivision' })}
              options={GENDERS.map((gender) => ({ value: gender, label: intl.formatMessage({ id: GENDER_LABELS[gender] }) }))}
            />
          </Form.Item>
        </div>
        <Form.Item
          label={intl.formatMessage({ id: 'tournaments.team.orgTeam' })}
          name="teamId"
          extra={intl.formatMessage({ id: 'tournaments.team.orgTeamHint' })}
          rules={[schemaRule(schema, 'teamId')]}
        >
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={organizationTeams.isError ? errorMessage(organizationTeams.error) : intl.formatMessage({ id: 'tournaments.team.notLinked' })}
            loading={organizationTeams.isLoading}
            options={(organizationTeams.data ?? []).map((candidate) => ({
              value: candidate.teamId,
              label: candidate.club ? `${candidate.name} (${candidate.club})` : candidate.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
