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
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../../lib/form-errors';
import { useAddAgeGroup } from '../../api/add-age-group';
import { useAddBracket } from '../../api/add-bracket';
import { useAddDivision } from '../../api/add-division';
import { useDeleteAgeGroup } from '../../api/delete-age-group';
import { useDeleteBracket } from '../../api/delete-bracket';
import { useDeleteDivision } from '../../api/delete-division';
import { GENDER_LABELS } from '../../tournament-labels';

interface TabProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}

const genderOptions = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

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

function useRemove<T>(remove: { mutateAsync: (value: T) => Promise<{ message: string }> }) {
  const { message } = App.useApp();
  return async (value: T) => {
    try {
      const { message: done } = await remove.mutateAsync(value);
      void message.success(done);
    } catch (error) {
      // 409 in_use: 'This division has 4 team(s): remove them first'.
      void message.error(errorMessage(error));
    }
  };
}

interface DivisionValues {
  name: string;
  age: Age | undefined;
  gender: Gender | undefined;
}

function DivisionsCard({ orgId, tournament }: TabProps) {
  const [form] = Form.useForm<DivisionValues>();
  const { message } = App.useApp();
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
    { title: 'Gender', key: 'gender', render: (_, division) => GENDER_LABELS[division.gender] },
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
            <Select<Gender> placeholder="Gender" options={genderOptions} />
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

function AgeGroupsCard({ orgId, tournament }: TabProps) {
  const { message } = App.useApp();
  const add = useAddAgeGroup(orgId, tournament.tournamentId);
  const remove = useRemove(useDeleteAgeGroup(orgId, tournament.tournamentId));
  const canManage = tournament.permissions.manage;
  const { ageGroups } = tournament.structure;
  const left = AGE_OPTIONS.filter((age) => !ageGroups.some((group) => group.name === age.value));

  const addAge = async (age: Age) => {
    try {
      await add.mutateAsync({ name: age });
      void message.success(`${ageLabel(age)} added`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="ages-title">
      <div className="ps-card__head">
        <h2 id="ages-title" className="ps-card__title">
          Age groups
        </h2>
        <p className="ps-muted">The ages playing in this tournament. Adding a division adds its age group too.</p>
      </div>
      <div className="ps-age-groups">
        <ul className="ps-tag-list" aria-label="Age groups">
          {ageGroups.length === 0 && <li className="ps-muted">No age groups yet.</li>}
          {ageGroups.map((group) => (
            <li key={group.name}>
              <Tag
                className="ps-age-tag"
                closable={canManage}
                onClose={(event) => {
                  event.preventDefault();
                  void remove(group.name);
                }}
                closeIcon={<span aria-label={`Remove ${ageLabel(group.name)}`}>×</span>}
              >
                {ageLabel(group.name)}
              </Tag>
            </li>
          ))}
        </ul>
        {canManage && left.length > 0 && (
          <Select<Age>
            value={null as unknown as Age}
            placeholder="Add an age group"
            aria-label="Add an age group"
            className="ps-age-groups__add"
            loading={add.isPending}
            onChange={(age) => void addAge(age)}
            options={left.map((age) => ({ value: age.value, label: age.label }))}
          />
        )}
      </div>
    </section>
  );
}
