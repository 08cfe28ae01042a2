import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { createDivisionInputSchema, GENDERS, type Age, type DivisionSummary, type Gender, type TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ageOptions, ageText, requiredText } from '../../../../i18n/age-label';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../../lib/form-errors';
import { useAddDivision } from '../../api/add-division';
import { useDeleteDivision } from '../../api/delete-division';
import { GENDER_LABELS } from '../../tournament-labels';
import { useRemove } from './use-remove';

interface CardProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}

interface DivisionValues {
  name: string;
  age: Age | undefined;
  gender: Gender | undefined;
}

/** The divisions card of the Structure tab: each division's age, gender and team count, and (for managers) an inline form to add one. */
export function DivisionsCard({ orgId, tournament }: CardProps) {
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
      void message.success(intl.formatMessage({ id: 'tournaments.structure.divisionAdded' }, { name: input.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  const columns: TableColumnsType<DivisionSummary> = [
    { title: intl.formatMessage({ id: 'tournaments.division' }), key: 'name', render: (_, division) => <span className="ps-strong">{division.name}</span> },
    { title: intl.formatMessage({ id: 'tournaments.structure.age' }), key: 'age', render: (_, division) => ageText(intl, division.age) },
    { title: intl.formatMessage({ id: 'tournaments.gender' }), key: 'gender', render: (_, division) => intl.formatMessage({ id: GENDER_LABELS[division.gender] }) },
    {
      title: intl.formatMessage({ id: 'tournaments.teams' }),
      key: 'teams',
      align: 'right',
      render: (_, division) => teams.filter((team) => team.divisionId === division.divisionId || team.division === division.name).length,
    },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canManage,
      render: (_, division) => (
        <Popconfirm
          title={intl.formatMessage({ id: 'tournaments.deleteTitle' }, { name: division.name })}
          description={
            brackets.some((bracket) => bracket.divisionId === division.divisionId)
              ? intl.formatMessage({ id: 'tournaments.structure.deleteBracketsFirst' })
              : intl.formatMessage({ id: 'tournaments.structure.deleteDivisionHint' })
          }
          okText={intl.formatMessage({ id: 'tournaments.delete' })}
          okButtonProps={{ danger: true }}
          cancelText={intl.formatMessage({ id: 'tournaments.keep' })}
          onConfirm={() => remove(division.divisionId)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'tournaments.structure.deleteDivision' }, { name: division.name })} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="divisions-title">
      <div className="ps-card__head">
        <h2 id="divisions-title" className="ps-card__title">
          {intl.formatMessage({ id: 'tournaments.structure.divisions' })}
        </h2>
        <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.structure.divisionsHint' })}</p>
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
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.structure.divisionName' })}
            name="name"
            rules={[schemaRule(createDivisionInputSchema, 'name', 'onBlur')]}
            className="ps-inline-form__grow"
          >
            <Input autoComplete="off" placeholder={intl.formatMessage({ id: 'tournaments.structure.divisionPlaceholder' })} maxLength={100} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.structure.age' })}
            name="age"
            className="ps-inline-form__field"
            validateFirst
            rules={[{ required: true, message: requiredText(intl, intl.formatMessage({ id: 'tournaments.structure.age' })) }, schemaRule(createDivisionInputSchema, 'age')]}
          >
            <Select<Age> placeholder={intl.formatMessage({ id: 'tournaments.structure.age' })} options={ageOptions(intl)} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.gender' })}
            name="gender"
            className="ps-inline-form__field"
            validateFirst
            rules={[{ required: true, message: requiredText(intl, intl.formatMessage({ id: 'tournaments.gender' })) }, schemaRule(createDivisionInputSchema, 'gender')]}
          >
            <Select<Gender>
              placeholder={intl.formatMessage({ id: 'tournaments.gender' })}
              options={GENDERS.map((gender) => ({ value: gender, label: intl.formatMessage({ id: GENDER_LABELS[gender] }) }))}
            />
          </Form.Item>
          <Form.Item label={<span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.structure.add' })}</span>} className="ps-inline-form__submit">
            <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
              {intl.formatMessage({ id: 'tournaments.structure.addDivision' })}
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
        locale={{ emptyText: intl.formatMessage({ id: 'tournaments.structure.noDivisions' }) }}
        aria-label={intl.formatMessage({ id: 'tournaments.structure.divisions' })}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
