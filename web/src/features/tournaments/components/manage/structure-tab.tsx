import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AGE_OPTIONS,
  ageLabel,
  createBracketInputSchema,
  createDivisionInputSchema,
  GENDERS,
  requiredMessage,
  inBracket,
  type Age,
  type BracketSummary,
  type DivisionSummary,
  type Gender,
  type TournamentDetail,
} from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../../lib/form-errors';
import { useAddBracket } from '../../api/add-bracket';
import { useAddDivision } from '../../api/add-division';
import { useDeleteBracket } from '../../api/delete-bracket';
import { useDeleteDivision } from '../../api/delete-division';
import { GENDER_LABELS } from '../../tournament-labels';
import { AgeGroupsCard } from './age-groups-card';
import { useRemove } from './use-remove';
import { useIntl } from 'react-intl';

interface TabProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}


/** Structure: divisions, brackets and age groups. Things in use are refused by the API (409), which says why. */
export function StructureTab({ orgId, tournament }: TabProps) {
  return (
    <div className="ps-tab-stack">
      <DivisionsCard orgId={orgId} tournament={tournament} />
      <BracketsCard orgId={orgId} tournament={tournament} />
      <AgeGroupsCard orgId={orgId} tournament={tournament} />
    </div>
  );
}

interface DivisionValues {
  name: string;
  age: Age | undefined;
  gender: Gender | undefined;
}

function DivisionsCard({ orgId, tournament }: TabProps) {
  const [form] = Form.useForm<DivisionValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const add = useAddDivision(orgId, tournament.tournamentId);
  const remove = useRemove(useDeleteDivision(orgId, tournament.tournamentId));
  const [failure, setFailure] = useState<string>();
  const canManage = tournament.permissions.manage;
  const { divisions, teams, brackets } = tournament.structure;

  const submit = async (values: DivisionValues) => {
    setFailure(undefined);
    const input = parseForm(form, createDivisionInputSchema, values);
    if (!input) return;
    try {
      await add.mutateAsync(input);
      form.resetFields();
      void message.success(`Division ${input.name} added`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  const columns: TableColumnsType<DivisionSummary> = [
    { title: 'Division', key: 'name', render: (_, division) => <span className="ps-strong">{division.name}</span> },
    { title: 'Age', key: 'age', render: (_, division) => ageLabel(division.age) },
    { title: intl.formatMessage({ id: 'tournaments.gender' }), key: 'gender', render: (_, division) => intl.formatMessage({ id: GENDER_LABELS[division.gender] }) },
    {
      title: 'Teams',
      key: 'teams',
      align: 'right',
      render: (_, division) => teams.filter((team) => team.divisionId === division.divisionId || team.division === division.name).length,
    },
    {
      title: <span className="ps-sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canManage,
      render: (_, division) => (
        <Popconfirm
          title={`Delete ${division.name}?`}
          description={
            brackets.some((bracket) => bracket.divisionId === division.divisionId)
              ? 'Its brackets must be deleted first.'
              : 'Divisions with teams or matches cannot be deleted.'
          }
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => remove(division.divisionId)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete division ${division.name}`} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="divisions-title">
      <div className="ps-card__head">
        <h2 id="divisions-title" className="ps-card__title">
          Divisions
        </h2>
        <p className="ps-muted">Teams and matches belong to a division: its name, age group and gender.</p>
      </div>
      {canManage && (
        <Form<DivisionValues>
          form={form}
          name="add-division"
          layout="vertical"
          requiredMark={false}
          className="ps-inline-form"
          initialValues={{ name: '', age: undefined, gender: undefined }}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          {failure && <Alert className="ps-inline-form__alert" type="error" showIcon title={failure} />}
          <Form.Item label="Division name" name="name" rules={[schemaRule(createDivisionInputSchema, 'name', 'onBlur')]} className="ps-inline-form__grow">
            <Input autoComplete="off" placeholder="Boys U12" maxLength={100} />
          </Form.Item>
          <Form.Item label="Age" name="age" className="ps-inline-form__field" validateFirst rules={[{ required: true, message: requiredMessage('Age') }, schemaRule(createDivisionInputSchema, 'age')]}>
            <Select<Age> placeholder="Age" options={AGE_OPTIONS.map((age) => ({ value: age.value, label: age.label }))} />
          </Form.Item>
          <Form.Item label="Gender" name="gender" className="ps-inline-form__field" validateFirst rules={[{ required: true, message: requiredMessage('Gender') }, schemaRule(createDivisionInputSchema, 'gender')]}>
            <Select<Gender> placeholder="Gender" options={GENDERS.map((gender) => ({ value: gender, label: intl.formatMessage({ id: GENDER_LABELS[gender] }) }))} />
          </Form.Item>
          <Form.Item label={<span className="ps-sr-only">Add</span>} className="ps-inline-form__submit">
            <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
              Add division
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<DivisionSummary>
        rowKey="divisionId"
        columns={columns}
        dataSource={divisions}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No divisions yet. Add one above, or import a schedule.' }}
        aria-label="Divisions"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

interface BracketValues {
  name: string;
  divisionId: string | undefined;
}

function BracketsCard({ orgId, tournament }: TabProps) {
  const [form] = Form.useForm<BracketValues>();
  const { message } = App.useApp();
  const add = useAddBracket(orgId, tournament.tournamentId);
  const remove = useRemove(useDeleteBracket(orgId, tournament.tournamentId));
  const [failure, setFailure] = useState<string>();
  const canManage = tournament.permissions.manage;
  const { divisions, brackets, teams } = tournament.structure;
  const divisionName = (id: string | null) => (id ? (divisions.find((division) => division.divisionId === id)?.name ?? id) : null);

  const submit = async (values: BracketValues) => {
    setFailure(undefined);
    const input = parseForm(form, createBracketInputSchema, { name: values.name, ...(values.divisionId ? { divisionId: values.divisionId } : {}) });
    if (!input) return;
    try {
      await add.mutateAsync(input);
      form.resetFields();
      void message.success(`Bracket ${input.name} added`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  const columns: TableColumnsType<BracketSummary> = [
    { title: 'Bracket', key: 'name', render: (_, bracket) => <span className="ps-strong">{bracket.name}</span> },
    { title: 'Division', key: 'division', render: (_, bracket) => divisionName(bracket.divisionId) ?? <span className="ps-muted">Any division</span> },
    {
      title: 'Teams',
      key: 'teams',
      align: 'right',
      render: (_, bracket) => teams.filter((team) => inBracket(bracket, team)).length,
    },
    {
      title: <span className="ps-sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canManage,
      render: (_, bracket) => (
        <Popconfirm
          title={`Delete bracket ${bracket.name}?`}
          description="A bracket with teams cannot be deleted: move them first."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => remove(bracket.bracketId)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete bracket ${bracket.name}`} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="brackets-title">
      <div className="ps-card__head">
        <h2 id="brackets-title" className="ps-card__title">
          Brackets
        </h2>
        <p className="ps-muted">Groups inside a division (Group A, Group B). Teams without one play in Default.</p>
      </div>
      {canManage && (
        <Form<BracketValues>
          form={form}
          name="add-bracket"
          layout="vertical"
          requiredMark={false}
          className="ps-inline-form"
          initialValues={{ name: '', divisionId: undefined }}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          {failure && <Alert className="ps-inline-form__alert" type="error" showIcon title={failure} />}
          <Form.Item label="Bracket name" name="name" rules={[schemaRule(createBracketInputSchema, 'name', 'onBlur')]} className="ps-inline-form__grow">
            <Input autoComplete="off" placeholder="Group A" maxLength={100} />
          </Form.Item>
          <Form.Item label="Division" name="divisionId" className="ps-inline-form__field ps-inline-form__field--wide">
            <Select<string>
              allowClear
              placeholder="Any division"
              options={divisions.map((division) => ({ value: division.divisionId, label: division.name }))}
             
            />
          </Form.Item>
          <Form.Item label={<span className="ps-sr-only">Add</span>} className="ps-inline-form__submit">
            <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
              Add bracket
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<BracketSummary>
        rowKey="bracketId"
        columns={columns}
        dataSource={brackets}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No brackets.' }}
        aria-label="Brackets"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
