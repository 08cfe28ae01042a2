import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { slugOf } from '@pitchside/shared';
import { App, Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { useExportMatchesCsv } from '../../api/export-matches-csv';
import { usePrintSchedule } from '../../api/print-schedule';
import { useTournamentMatches } from '../../../../api/tournaments/list-tournament-matches';
import { useIntl } from 'react-intl';
import { saveFile } from '../../../../lib/save-file';

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Schedules out for the organizer: the CSV the import reads back, and the printable PDF of a day (or every
 * day), for one pitch or all. The PDF opens in a new tab to print; a blocked pop-up downloads it instead.
 */
export function ScheduleExports({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const { message } = App.useApp();
  const intl = useIntl();
  const all = useTournamentMatches(orgId, tournamentId, undefined);
  const csv = useExportMatchesCsv(orgId, tournamentId);
  const pdf = usePrintSchedule(orgId, tournamentId);
  const { dates, pitches } = useMemo(() => {
    const list = all.data ?? [];
    return {
      dates: [...new Set(list.map((match) => match.date.slice(0, 10)))].sort(),
      pitches: [...new Set(list.map((match) => match.field).filter((field): field is string => Boolean(field)))].sort(byName.compare),
    };
  }, [all.data]);
  const today = new Date().toISOString().slice(0, 10);
  const [date, setDate] = useState<string | undefined>();
  const [pitch, setPitch] = useState<string | undefined>();
  const day = date ?? (dates.includes(today) ? today : dates[0]);
  if (dates.length === 0) return null;

  const downloadCsv = () =>
    csv.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'matches.csv'),
      onError: (error) => void message.error(errorMessage(error)),
    });

  const print = () => {
    // Opened now, while the click still counts as the user's: a tab opened after the download is a pop-up.
    const tab = window.open('', '_blank');
    pdf.mutate(
      { date: day, pitch },
      {
        onSuccess: ({ blob, fileName }) => {
          if (!tab) return saveFile(blob, fileName ?? 'schedule.pdf');
          const url = URL.createObjectURL(blob);
          tab.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        },
        onError: (error) => {
          tab?.close();
          void message.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Space wrap size="small" className="ps-schedule-exports">
      <Button icon={<DownloadOutlined aria-hidden />} onClick={downloadCsv} loading={csv.isPending}>
        {intl.formatMessage({ id: 'tournaments.exports.csv' })}
      </Button>
      <Space.Compact>
        <Select<string>
          value={day}
          onChange={setDate}
          aria-label={intl.formatMessage({ id: 'tournaments.exports.day' })}
          popupMatchSelectWidth={false}
          options={dates.map((value) => ({ value, label: formatShortDay(value) }))}
        />
        <Select<string>
          allowClear
          value={pitch}
          onChange={(value) => setPitch(value || undefined)}
          placeholder={intl.formatMessage({ id: 'tournaments.exports.allPitches' })}
          aria-label={intl.formatMessage({ id: 'tournaments.exports.pitch' })}
          popupMatchSelectWidth={false}
          options={pitches.map((name) => ({ value: slugOf(name), label: name }))}
        />
        <Button icon={<PrinterOutlined aria-hidden />} onClick={print} loading={pdf.isPending}>
          {intl.formatMessage({ id: 'tournaments.exports.pdf' })}
        </Button>
      </Space.Compact>
    </Space>
  );
}
