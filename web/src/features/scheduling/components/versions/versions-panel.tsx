import { HistoryOutlined, SaveOutlined, SwapOutlined } from '@ant-design/icons';
import { saveScheduleVersionInputSchema, type ScheduleRestoreResult, type ScheduleVersionSummary } from '@pitchside/shared';
import { Alert, App, Button, Empty, Form, Input, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatStamp } from '../../../../lib/format';
import { parseForm, schemaRule } from '../../../../lib/form-errors';
import { useScheduleVersions } from '../../api/list-schedule-versions';
import { useRestoreScheduleVersion } from '../../api/restore-schedule-version';
import { useSaveScheduleVersion } from '../../api/save-schedule-version';
import { VersionComparison } from './version-comparison';
import { saidText } from '../../../../i18n/said-text';
import { useIntl } from 'react-intl';

export interface VersionsPanelProps {
  orgId: string | undefined;
  tournamentId: string;
  pitchName: (pitchId: string) => string;
}

/** Save the schedule under a name, see what changed since, and go back to it. */
export function VersionsPanel({ orgId, tournamentId, pitchName }: VersionsPanelProps) {
  const { message } = App.useApp();
  const intl = useIntl();
  const [form] = Form.useForm<{ name: string }>();
  const versions = useScheduleVersions(orgId, tournamentId);
  const save = useSaveScheduleVersion(orgId, tournamentId);
  const restore = useRestoreScheduleVersion(orgId, tournamentId);
  const [comparing, setComparing] = useState<ScheduleVersionSummary>();
  const [failure, setFailure] = useState<string>();
  const [skipped, setSkipped] = useState<ScheduleRestoreResult['skipped']>([]);

  const onSave = async (values: { name: string }) => {
    setFailure(undefined);
    const input = parseForm(form, saveScheduleVersionInputSchema, values);
    if (!input) return;
    try {
      const version = await save.mutateAsync(input);
      form.resetFields();
      void message.success(intl.formatMessage({ id: 'scheduling.versions.saved' }, { name: version?.name ?? input.name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const onRestore = async (version: ScheduleVersionSummary) => {
    try {
      const result = await restore.mutateAsync(version.versionId);
      setComparing(undefined);
      setSkipped(result.skipped);
      const restored = intl.formatMessage({ id: 'scheduling.versions.restored' }, { name: version.name, count: result.restored });
      // Who was told of the moved matches, in the weather day's words (the same e-mails), on a line of its own.
      const told = result.notified > 0 ? intl.formatMessage({ id: 'scheduling.weather.notified' }, { count: result.notified }) : undefined;
      void message.success(
        told ? (
          <span className="ps-versions__restored">
            <span>{restored}</span>
            <span>{told}</span>
          </span>
        ) : (
          restored
        ),
      );
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <div className="ps-versions">
      <section className="ps-card" aria-labelledby="ps-save-version-title">
        <h2 id="ps-save-version-title" className="ps-card__title">
          <SaveOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.versions.saveTitle' })}
        </h2>
        <Form form={form} name="schedule-version" layout="inline" requiredMark={false} onFinish={(values) => void onSave(values)} className="ps-versions__form">
          <Form.Item name="name" rules={[schemaRule(saveScheduleVersionInputSchema, 'name')]} className="ps-versions__name">
            <Input
              aria-label={intl.formatMessage({ id: 'scheduling.versions.name' })}
              placeholder={intl.formatMessage({ id: 'scheduling.versions.namePlaceholder' })}
              maxLength={80}
              autoComplete="off"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage({ id: 'scheduling.versions.save' })}
          </Button>
        </Form>
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
      </section>

      <section className="ps-card ps-card--flush" aria-labelledby="ps-versions-title">
        <h2 id="ps-versions-title" className="ps-card__title ps-card__title--padded">
          <HistoryOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.tab.versions' })}
        </h2>
        {versions.isError ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(versions.error)} />
        ) : (
          <Table<ScheduleVersionSummary>
            rowKey="versionId"
            loading={versions.isPending}
            dataSource={versions.data ?? []}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'scheduling.versions.none' })} /> }}
            rowClassName={(version) => (version.versionId === comparing?.versionId ? 'ps-versions__row--active' : '')}
            columns={[
              { title: intl.formatMessage({ id: 'scheduling.versions.column.name' }), dataIndex: 'name', key: 'name', render: (name: string) => <strong>{name}</strong> },
              { title: intl.formatMessage({ id: 'scheduling.versions.column.saved' }), key: 'createdAt', render: (_, version) => formatStamp(version.createdAt), responsive: ['sm'] },
              { title: intl.formatMessage({ id: 'scheduling.versions.column.by' }), dataIndex: 'createdBy', key: 'createdBy', responsive: ['md'] },
              {
                title: intl.formatMessage({ id: 'scheduling.versions.column.matches' }),
                key: 'matchCount',
                render: (_, version) => intl.formatMessage({ id: 'scheduling.versions.matchCount' }, { count: version.matchCount }),
                responsive: ['sm'],
              },
              {
                title: <span className="ps-sr-only">{intl.formatMessage({ id: 'scheduling.versions.column.actions' })}</span>,
                key: 'actions',
                render: (_, version) => (
                  <span className="ps-row-actions">
                    <Button
                      size="small"
                      icon={<SwapOutlined aria-hidden />}
                      onClick={() => setComparing(version)}
                      aria-label={intl.formatMessage({ id: 'scheduling.versions.compareLabel' }, { name: version.name })}
                    >
                      {intl.formatMessage({ id: 'scheduling.versions.compare' })}
                    </Button>
                    <Popconfirm
                      title={intl.formatMessage({ id: 'scheduling.versions.restoreTitle' }, { name: version.name })}
                      description={intl.formatMessage({ id: 'scheduling.versions.restoreHint' })}
                      okText={intl.formatMessage({ id: 'scheduling.versions.restore' })}
                      cancelText={intl.formatMessage({ id: 'scheduling.cancel' })}
                      onConfirm={() => onRestore(version)}
                    >
                      <Button
                        size="small"
                        loading={restore.isPending && restore.variables === version.versionId}
                        aria-label={intl.formatMessage({ id: 'scheduling.versions.restoreLabel' }, { name: version.name })}
                      >
                        {intl.formatMessage({ id: 'scheduling.versions.restore' })}
                      </Button>
                    </Popconfirm>
                  </span>
                ),
              },
            ]}
          />
        )}
      </section>

      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setSkipped([]), 'aria-label': intl.formatMessage({ id: 'scheduling.dismiss' }) }}
          title={intl.formatMessage({ id: 'scheduling.versions.skipped' }, { count: skipped.length })}
          description={
            <ul className="ps-reasons">
              {skipped.map((item) => (
                <li key={item.matchId}>
                  {item.label}: {saidText(intl, { id: item.messageId }, item.reason)}
                </li>
              ))}
            </ul>
          }
        />
      )}

      {comparing && <VersionComparison orgId={orgId} tournamentId={tournamentId} version={comparing} pitchName={pitchName} onClose={() => setComparing(undefined)} />}
    </div>
  );
}
