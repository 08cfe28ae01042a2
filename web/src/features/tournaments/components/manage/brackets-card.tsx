import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { createBracketInputSchema, inBracket, type BracketSummary, type TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../../lib/form-errors';
import { useAddBracket } from '../../api/add-bracket';
import { useDeleteBracket } from '../../api/delete-bracket';
import { useRemove } from './use-remove';

interface CardProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}

interface BracketValues {
  name: string;
  divisionId: string | undefined;
}

/** The brackets card of the Structure tab: each bracket's division (or any) and team count, and (for managers) an inline form to add one. */
export function BracketsCard({ orgId, tournament }: CardProps) {
  const intl = useIntl();
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
      void message.success(intl.formatMessage({ id: 'tournaments.structure.bracketAdded' }, { name: input.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  const columns: TableColumnsType<BracketSummary> = [
    { title: intl.formatMessage({ id: 'tournaments.bracket' }), key: 'name', render: (_, bracket) => <span className="ps-strong">{bracket.name}</span> },
    {
      title: intl.formatMessage({ id: 'tournaments.division' }),
      key: 'division',
      render: (_, bracket) => divisionName(bracket.divisionId) ?? <span className="ps-muted">{intl.formatMessage({ id: 'tournaments.structure.anyDivision' })}</span>,
    },
    {
      title: intl.formatMessage({ id: 'tournaments.teams' }),
      key: 'teams',
      align: 'right',
      render: (_, bracket) => teams.filter((team) => inBracket(bracket, team)).length,
    },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canManage,
      render: (_, bracket) => (
        <Popconfirm
          title={intl.formatMessage({ id: 'tournaments.structure.deleteBracketTitle' }, { name: bracket.name })}
          description={intl.formatMessage({ id: 'tournaments.structure.deleteBracketHint' })}
          okText={intl.formatMessage({ id: 'tournaments.delete' })}
          okButtonProps={{ danger: true }}
          cancelText={intl.formatMessage({ id: 'tournaments.keep' })}
          onConfirm={() => remove(bracket.bracketId)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'tournaments.structure.deleteBracket' }, { name: bracket.name })} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="brackets-title">
      <div className="ps-card__head">
        <h2 id="brackets-title" className="ps-card__title">
          {intl.formatMessage({ id: 'tournaments.structure.brackets' })}
        </h2>
        <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.structure.bracketsHint' })}</p>
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
          <Form.Item
            label={intl.formatMessage({ id: 'tournaments.structure.bracketName' })}
            name="name"
            rules={[schemaRule(createBracketInputSchema, 'name', 'onBlur')]}
            className="ps-inline-form__grow"
          >
            <Input autoComplete="off" placeholder={intl.formatMessage({ id: 'tournaments.structure.bracketPlaceholder' })} maxLength={100} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.division' })} name="divisionId" className="ps-inline-form__field ps-inline-form__field--wide">
            <Select<string>
              allowClear
              placeholder={intl.formatMessage({ id: 'tournaments.structure.anyDivision' })}
              options={divisions.map((division) => ({ value: division.divisionId, label: division.name }))}
            />
          </Form.Item>
          <Form.Item label={<span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.structure.add' })}</span>} className="ps-inline-form__submit">
            <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
              {intl.formatMessage({ id: 'tournaments.structure.addBracket' })}
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
        locale={{ emptyText: intl.formatMessage({ id: 'tournaments.structure.noBrackets' }) }}
        aria-label={intl.formatMessage({ id: 'tournaments.structure.brackets' })}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
