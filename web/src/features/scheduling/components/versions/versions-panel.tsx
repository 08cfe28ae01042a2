import { HistoryOutlined, SaveOutlined, SwapOutlined } from '@ant-design/icons';
import { saveScheduleVersionInputSchema, type ScheduleRestoreResult, type ScheduleVersionSummary } from '@pitchside/shared';
import { Alert, App, Button, Empty, Form, Input, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatStamp, plural } from '../../../../lib/format';
import { parseForm, schemaRule } from '../../../../lib/form-errors';
import { useScheduleVersions } from '../../api/list-schedule-versions';
import { useRestoreScheduleVersion } from '../../api/restore-schedule-version';
import { useSaveScheduleVersion } from '../../api/save-schedule-version';
import { VersionComparison } from './version-comparison';

export interface VersionsPanelProps {
  orgId: string | undefined;
  tournamentId: string;
  pitchName: (pitchId: string) => string;
}

/** Save the schedule under a name, see what changed since, and go back to it. */
export function VersionsPanel({ orgId, tournamentId, pitchName }: VersionsPanelProps) {
  const { message } = App.useApp();
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
      void message.success(`Saved as “${version?.name ?? input.name}”`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const onRestore = async (version: ScheduleVersionSummary) => {
    try {
      const result = await restore.mutateAsync(version.versionId);
      setComparing(undefined);
      setSkipped(result.skipped);
      void message.success(`Restored “${version.name}”: ${plural(result.restored, 'match', 'matches')} back in place`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <div className="ps-versions">
      <section className="ps-card" aria-labelledby="ps-save-version-title">
        <h2 id="ps-save-version-title" className="ps-card__title">
          <SaveOutlined aria-hidden /> Save this schedule as a version
        </h2>
        <Form form={form} name="schedule-version" layout="inline" requiredMark={false} onFinish={(values) => void onSave(values)} className="ps-versions__form">
          <Form.Item name="name" rules={[schemaRule(saveScheduleVersionInputSchema, 'name')]} className="ps-versions__name">
            <Input aria-label="Version name" placeholder="e.g. Sent to clubs, 3 May" maxLength={80} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save version
          </Button>
        </Form>
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
      </section>

      <section className="ps-card ps-card--flush" aria-labelledby="ps-versions-title">
        <h2 id="ps-versions-title" className="ps-card__title ps-card__title--padded">
          <HistoryOutlined aria-hidden /> Versions
        </h2>
        {versions.isError ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(versions.error)} />
        ) : (
          <Table<ScheduleVersionSummary>
            rowKey="versionId"
            loading={versions.isPending}
            dataSource={versions.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No saved version yet" /> }}
            rowClassName={(version) => (version.versionId === comparing?.versionId ? 'ps-versions__row--active' : '')}
            columns={[
              { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <strong>{name}</strong> },
              { title: 'Saved', key: 'createdAt', render: (_, version) => formatStamp(version.createdAt) },
              { title: 'By', dataIndex: 'createdBy', key: 'createdBy', responsive: ['md'] },
              { title: 'Matches', key: 'matchCount', render: (_, version) => plural(version.matchCount, 'match', 'matches') },
              {
                title: <span className="ps-sr-only">Actions</span>,
                key: 'actions',
                render: (_, version) => (
                  <span className="ps-row-actions">
                    <Button size="small" icon={<SwapOutlined aria-hidden />} onClick={() => setComparing(version)} aria-label={`Compare ${version.name} with the current schedule`}>
                      Compare
                    </Button>
                    <Popconfirm
                      title={`Restore “${version.name}”?`}
                      description="The board goes back to this version. Save the current one first if you may want it again."
                      okText="Restore"
                      cancelText="Cancel"
                      onConfirm={() => onRestore(version)}
                    >
                      <Button size="small" loading={restore.isPending && restore.variables === version.versionId} aria-label={`Restore ${version.name}`}>
                        Restore
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
          closable={{ onClose: () => setSkipped([]), 'aria-label': 'Dismiss' }}
          title={`${plural(skipped.length, 'match', 'matches')} stayed where they are`}
          description={
            <ul className="ps-reasons">
              {skipped.map((item) => (
                <li key={item.matchId}>
                  {item.label}: {item.reason}
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
