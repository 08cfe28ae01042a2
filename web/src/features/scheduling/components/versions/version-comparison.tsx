import { ArrowRightOutlined, CloseOutlined } from '@ant-design/icons';
import type { ScheduleVersionComparison, ScheduleVersionSummary } from '@pitchside/shared';
import { Alert, Button, Table } from 'antd';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { useScheduleComparison } from '../../api/compare-schedule-version';
import { useIntl } from 'react-intl';

type Changed = ScheduleVersionComparison['changed'][number];
type Slot = Changed['current'];

function SlotText({ slot, pitchName }: { slot: Slot; pitchName: (pitchId: string) => string }) {
  const intl = useIntl();
  if (!slot.pitchId) return <span className="ps-muted">{intl.formatMessage({ id: 'scheduling.versions.notPlaced' })}</span>;
  return (
    <span className="ps-slot">
      {formatShortDay(slot.date)} {slot.start} · {pitchName(slot.pitchId)}
    </span>
  );
}

/** A saved version against the current schedule: each match that moved, from where to where. */
export function VersionComparison({
  orgId,
  tournamentId,
  version,
  pitchName,
  onClose,
}: {
  orgId: string | undefined;
  tournamentId: string;
  version: ScheduleVersionSummary;
  pitchName: (pitchId: string) => string;
  onClose: () => void;
}) {
  const comparison = useScheduleComparison(orgId, tournamentId, version.versionId);
  const intl = useIntl();
  const data = comparison.data;
  const identical = data && data.changed.length === 0 && data.onlyInVersion.length === 0 && data.onlyInCurrent.length === 0;
  return (
    <section className="ps-card ps-card--flush" aria-labelledby="ps-compare-title">
      <div className="ps-compare__head">
        <h2 id="ps-compare-title" className="ps-card__title ps-card__title--padded">
          {intl.formatMessage({ id: 'scheduling.versions.comparedTitle' }, { name: version.name })}
        </h2>
        <Button type="text" icon={<CloseOutlined aria-hidden />} onClick={onClose} aria-label={intl.formatMessage({ id: 'scheduling.versions.closeComparison' })} />
      </div>
      {comparison.isError && <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(comparison.error)} />}
      {identical && <Alert className="ps-card__alert" type="success" showIcon title={intl.formatMessage({ id: 'scheduling.versions.identical' })} />}
      {data && data.changed.length > 0 && (
        <Table<Changed>
          rowKey="matchId"
          size="small"
          dataSource={data.changed}
          pagination={data.changed.length > 20 ? { pageSize: 20 } : false}
          scroll={{ x: 'max-content' }}
          title={() => intl.formatMessage({ id: 'scheduling.versions.changed' }, { count: data.changed.length })}
          columns={[
            { title: intl.formatMessage({ id: 'scheduling.versions.match' }), dataIndex: 'label', key: 'label' },
            { title: intl.formatMessage({ id: 'scheduling.versions.inVersion' }), key: 'version', render: (_, row) => <SlotText slot={row.version} pitchName={pitchName} /> },
            { title: '', key: 'arrow', render: () => <ArrowRightOutlined aria-label={intl.formatMessage({ id: 'scheduling.versions.nowArrow' })} /> },
            { title: intl.formatMessage({ id: 'scheduling.versions.now' }), key: 'current', render: (_, row) => <SlotText slot={row.current} pitchName={pitchName} /> },
          ]}
        />
      )}
      {data && (data.onlyInVersion.length > 0 || data.onlyInCurrent.length > 0) && (
        <div className="ps-compare__extra">
          {data.onlyInVersion.length > 0 && (
            <p>
              {intl.formatMessage({ id: 'scheduling.versions.onlyInVersion' }, { count: data.onlyInVersion.length })} ({data.onlyInVersion.slice(0, 5).join(', ')}
              {data.onlyInVersion.length > 5 ? ', …' : ''})
            </p>
          )}
          {data.onlyInCurrent.length > 0 && (
            <p>
              {intl.formatMessage({ id: 'scheduling.versions.onlyNow' }, { count: data.onlyInCurrent.length })} ({data.onlyInCurrent.slice(0, 5).join(', ')}
              {data.onlyInCurrent.length > 5 ? ', …' : ''})
            </p>
          )}
        </div>
      )}
    </section>
  );
}
