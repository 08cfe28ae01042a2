import { DownloadOutlined } from '@ant-design/icons';
import { ENTRY_STATUSES, formatMoney, type EntryStatus, type RegistrationEntryView, type RegistrationOverview } from '@pitchside/shared';
import { Alert, App, Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatStamp } from '../../../lib/format';
import { useExportEntriesCsv } from '../api/export-entries-csv';
import { useEntries } from '../api/list-entries';
import { ENTRY_STATUS_COLORS, ENTRY_STATUS_LABELS, PAYMENT_LABELS, registrationErrorText } from '../registration-labels';
import { EntryActions } from './entry-actions';
import { saveFile } from '../../../lib/save-file';

export interface EntriesCardProps {
  orgId: string | undefined;
  tournamentId: string;
  overview: RegistrationOverview;
  divisionId: string | undefined;
  onDivisionChange: (divisionId: string) => void;
}

/**
 * The teams that applied to one division, in arrival order, 200 at a time from the server ("Load more"
 * asks for the next page; 2,000 teams are ten), shown 50 a page. Status filter, decisions, CSV of all.
 */
export function EntriesCard({ orgId, tournamentId, overview, divisionId, onDivisionChange }: EntriesCardProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [status, setStatus] = useState<EntryStatus>();
  const entries = useEntries(orgId, tournamentId, divisionId, status);
  const csv = useExportEntriesCsv(orgId, tournamentId);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const open = overview.divisions.filter((division) => division.registration);
  const rows = entries.data?.entries ?? [];

  const columns: TableColumnsType<RegistrationEntryView> = [
    { title: say('registrationAdmin.column.arrival'), key: 'arrival', responsive: ['sm'], render: (_, _entry, index) => <span className="ps-nowrap">{intl.formatNumber(index + 1)}</span> },
    {
      title: say('registrationAdmin.column.team'),
      key: 'team',
      render: (_, entry) => (
        <div className="ps-member">
          <span className="ps-member__name">{entry.team}</span>
          <span className="ps-member__email">{entry.club}</span>
        </div>
      ),
    },
    {
      title: say('registrationAdmin.column.status'),
      key: 'status',
      render: (_, entry) => (
        <>
          <Tag color={ENTRY_STATUS_COLORS[entry.status]}>
            {entry.status === 'waitlisted' && entry.position !== null ? say('registrationAdmin.status.waitlistedAt', { position: entry.position }) : say(ENTRY_STATUS_LABELS[entry.status])}
          </Tag>
          {entry.released && <span className="ps-muted ps-reg-reason">{say('registrationAdmin.releasedUnpaid')}</span>}
          {entry.reason && <span className="ps-muted ps-reg-reason">{entry.reason}</span>}
        </>
      ),
    },
    {
      title: say('registrationAdmin.column.payment'),
      key: 'payment',
      responsive: ['md'],
      render: (_, entry) => (
        <span className="ps-nowrap">
          {say(PAYMENT_LABELS[entry.payment.status])} · {formatMoney(entry.payment.total, entry.payment.currency, intl.locale)}
        </span>
      ),
    },
    {
      title: say('registrationAdmin.column.contact'),
      key: 'contact',
      responsive: ['lg'],
      render: (_, entry) => (
        <div className="ps-member">
          <span>{entry.contactName}</span>
          <a className="ps-member__email" href={`mailto:${entry.contactEmail}`}>
            {entry.contactEmail}
          </a>
        </div>
      ),
    },
    { title: say('registrationAdmin.column.arrived'), key: 'arrived', responsive: ['xxl'], render: (_, entry) => <span className="ps-nowrap">{formatStamp(entry.arrivedAt)}</span> },
    {
      title: <span className="ps-sr-only">{say('registrationAdmin.column.actions')}</span>,
      key: 'actions',
      align: 'right',
      render: (_, entry) => <EntryActions orgId={orgId} tournamentId={tournamentId} entry={entry} divisions={overview.divisions} />,
    },
  ];

  const download = () =>
    csv.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'registration.csv'),
      onError: (error) => void message.error(registrationErrorText(intl, error)),
    });

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="registration-entries-title">
      <div className="ps-card__head ps-card__head--row">
        <div className="ps-card__head-text">
          <h2 id="registration-entries-title" className="ps-card__title">
            {say('registrationAdmin.entriesTitle')}
          </h2>
          <p className="ps-muted">{say('registrationAdmin.entriesHint')}</p>
        </div>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={csv.isPending}>
          {say('registrationAdmin.csv')}
        </Button>
      </div>
      <div className="ps-toolbar ps-reg-entries__toolbar">
        <Select<string>
          value={divisionId}
          onChange={onDivisionChange}
          placeholder={say('registrationAdmin.chooseDivision')}
          aria-label={say('registrationAdmin.division')}
          options={open.map((division) => ({ value: division.divisionId, label: division.name }))}
        />
        <Select<EntryStatus>
          allowClear
          value={status}
          onChange={setStatus}
          placeholder={say('registrationAdmin.allStatuses')}
          aria-label={say('registrationAdmin.statusFilter')}
          options={ENTRY_STATUSES.map((value) => ({ value, label: say(ENTRY_STATUS_LABELS[value]) }))}
        />
      </div>
      {entries.isError ? (
        <Alert className="ps-card__alert" type="error" showIcon title={registrationErrorText(intl, entries.error)} />
      ) : (
        <Table<RegistrationEntryView>
          rowKey="teamKey"
          columns={columns}
          dataSource={rows}
          loading={entries.isLoading}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: divisionId ? say('registrationAdmin.noEntries') : say('registrationAdmin.chooseDivision') }}
          aria-label={say('registrationAdmin.entriesTable')}
        />
      )}
      {entries.data?.more && (
        <div className="ps-reg-more">
          <span className="ps-muted">{say('registrationAdmin.loaded', { count: rows.length })}</span>
          <Button onClick={entries.loadMore} loading={entries.loadingMore}>
            {say('registrationAdmin.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
