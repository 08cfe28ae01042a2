import { createTeamInputSchema, MESSAGES, TEAM_GENDERS, updateTeamInputSchema, type Age, type TeamGender, type TeamSummary } from '@pitchside/shared';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import { useCreateTeam } from '../api/create-team';
import { useCoaches } from '../api/list-coaches';
import { useUpdateTeam } from '../api/update-team';
import { TEAM_GENDER_LABELS } from '../team-access';
import { useIntl } from 'react-intl';
import { ageOptions, requiredText } from '../../../i18n/age-label';

interface TeamValues {
  name: string;
  club: string;
  age: Age | undefined;
  gender: TeamGender | undefined;
  coachUid: string | undefined;
}

export interface TeamFormModalProps {
  orgId: string | undefined;
  /** The team to edit; none to add one (admins). */
  team?: TeamSummary | undefined;
  /** Admins choose the coach; a coach editing their own team never changes it. */
  canChooseCoach: boolean;
  open: boolean;
  onClose: () => void;
}

/** Add a team (admin: POST /api/teams) or edit one (PUT /api/teams/{id}). */
export function TeamFormModal({ orgId, team, canChooseCoach, open, onClose }: TeamFormModalProps) {
  const [form] = Form.useForm<TeamValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const create = useCreateTeam(orgId);
  const update = useUpdateTeam(orgId);
  const coaches = useCoaches(orgId, open && canChooseCoach);
  const [failure, setFailure] = useState<string>();
  const editing = team !== undefined;
  const schema = editing ? updateTeamInputSchema : createTeamInputSchema;

  const submit = async (values: TeamValues) => {
    setFailure(undefined);
    const club = values.club.trim();
    try {
      if (team) {
        const input = parseForm(form, updateTeamInputSchema, {
          name: values.name,
          club,
          ...(values.age ? { age: values.age } : {}),
          ...(values.gender ? { gender: values.gender } : {}),
          ...(canChooseCoach ? { coachUid: values.coachUid ?? null } : {}),
        });
        if (!input) return;
        const { message: done } = await update.mutateAsync({ teamId: team.teamId, input });
        void message.success(done);
      } else {
        const input = parseForm(form, createTeamInputSchema, {
          name: values.name,
          ...(club ? { club } : {}),
          age: values.age,
          gender: values.gender,
          ...(values.coachUid ? { coachUid: values.coachUid } : {}),
        });
        if (!input) return;
        await create.mutateAsync(input);
        void message.success(MESSAGES.teamAdded);
      }
      onClose();
    } catch (error) {
      if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title={editing ? intl.formatMessage({ id: 'teams.editLabel' }, { name: team.name }) : intl.formatMessage({ id: 'teams.addTeam' })}
      open={open}
      onCancel={onClose}
      okText={editing ? intl.formatMessage({ id: 'teams.saveChanges' }) : intl.formatMessage({ id: 'teams.addTeam' })}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 520 }}
      afterOpenChange={(visible) => !visible && setFailure(undefined)}
    >
      <Form<TeamValues>
        form={form}
        name={editing ? 'edit-team' : 'add-team'}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        validateTrigger={['onChange', 'onBlur']}
        initialValues={
          team
            ? { name: team.name, club: team.club ?? '', age: team.age, gender: team.gender, coachUid: team.coachUid ?? undefined }
            : { name: '', club: '', age: undefined, gender: undefined, coachUid: undefined }
        }
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(undefined)}
      >
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
        <Form.Item label={intl.formatMessage({ id: 'teams.teamName' })} name="name" rules={[schemaRule(schema, 'name', 'onBlur')]}>
          <Input autoComplete="off" maxLength={100} placeholder={intl.formatMessage({ id: 'teams.teamNamePlaceholder' })} />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'teams.club' })} name="club" extra={intl.formatMessage({ id: 'teams.optional' })} rules={[schemaRule(schema, 'club')]}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <div className="ps-form-grid">
          <Form.Item
            label={intl.formatMessage({ id: 'teams.age' })}
            name="age"
            validateFirst
            rules={[{ required: true, message: requiredText(intl, intl.formatMessage({ id: 'teams.age' })) }, schemaRule(createTeamInputSchema, 'age')]}
          >
            <Select<Age> placeholder={intl.formatMessage({ id: 'teams.agePlaceholder' })} options={ageOptions(intl)} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'teams.gender' })}
            name="gender"
            validateFirst
            rules={[{ required: true, message: requiredText(intl, intl.formatMessage({ id: 'teams.gender' })) }, schemaRule(createTeamInputSchema, 'gender')]}
          >
            <Radio.Group optionType="button" buttonStyle="solid" options={TEAM_GENDERS.map((gender) => ({ value: gender, label: intl.formatMessage({ id: TEAM_GENDER_LABELS[gender] }) }))} />
          </Form.Item>
        </div>
        {canChooseCoach && (
          <Form.Item
            label={intl.formatMessage({ id: 'teams.coach' })}
            name="coachUid"
            extra={coaches.data && coaches.data.length === 0 ? intl.formatMessage({ id: 'teams.noCoaches' }) : intl.formatMessage({ id: 'teams.coachHint' })}
            rules={[schemaRule(schema, 'coachUid')]}
          >
            <Select<string>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={coaches.isError ? errorMessage(coaches.error) : intl.formatMessage({ id: 'teams.noCoach' })}
              loading={coaches.isLoading}
              options={(coaches.data ?? []).map((coach) => ({ value: coach.uid, label: `${coach.displayName} (${coach.email})` }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
