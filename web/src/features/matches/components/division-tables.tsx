import { Alert, Skeleton, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useTournament, type StandingsRow } from '../api/get-tournament';
import { groupStandings } from '../standings';
import { useIntl, type IntlShape } from 'react-intl';
import { useMemo } from 'react';

/** The table follows results without a reload: re-read every few seconds while the page is visible. */
export const STANDINGS_REFRESH_MS = 2_500;

type Column = 'MP' | 'W' | 'D' | 'L' | 'GF' | 'GA' | 'GD' | 'PTS';

/** The public tables' words (standings.*): the organizer reads the same abbreviations as the public. */
function tableColumns(intl: IntlShape): TableColumnsType<StandingsRow> {
  const number = (key: Column) => ({
    title: <abbr title={intl.formatMessage({ id: `standings.column.${key}` })}>{intl.formatMessage({ id: `standings.short.${key}` })}</abbr>,
    dataIndex: key,
    key,
    align: 'right' as const,
    width: 52,
  });
  return [
    { title: <abbr title={intl.formatMessage({ id: 'standings.position' })}>#</abbr>, key: 'position', width: 44, render: (_, row) => (row.position > 0 ? row.position : '–') },
    { title: intl.formatMessage({ id: 'standings.team' }), key: 'team', render: (_, row) => <span className="pm-standings__team">{row.team}</span> },
    number('MP'),
    number('W'),
    number('D'),
    number('L'),
    { ...number('GF'), responsive: ['sm'] },
    { ...number('GA'), responsive: ['sm'] },
    { ...number('GD'), render: (value: number) => (value > 0 ? `+${value}` : value) },
    { ...number('PTS'), render: (value: number) => <strong>{value}</strong> },
  ];
}

/** The division tables of a tournament (standings kept by the standings service as results come in). */
export function DivisionTables({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const intl = useIntl();
  const columns = useMemo(() => tableColumns(intl), [intl]);
  const tournament = useTournament(orgId, tournamentId, STANDINGS_REFRESH_MS);
  if (tournament.isError && !tournament.data) return <Alert type="error" showIcon title={errorMessage(tournament.error)} />;
  if (!tournament.data) return <Skeleton active />;
  const groups = groupStandings(tournament.data.tournament.structure.teams);
  if (groups.length === 0) return <p className="ps-card ps-muted">{intl.formatMessage({ id: 'divisionTables.none' })}</p>;
  return (
    <div className="pm-standings">
      {groups.map((group) => {
        const title = group.bracket && group.bracket !== 'Default' ? `${group.division} · ${group.bracket}` : group.division;
        return (
          <section key={`${group.division}/${group.bracket}`} className="ps-card ps-card--flush pm-standings__group" aria-label={intl.formatMessage({ id: 'divisionTables.table' }, { title })}>
            <h3 className="ps-card__title ps-card__title--padded">{title}</h3>
            <Table<StandingsRow>
              rowKey="teamKey"
              size="small"
              columns={columns}
              dataSource={group.rows}
              pagination={false}
              aria-label={intl.formatMessage({ id: 'divisionTables.table' }, { title })}
            />
          </section>
        );
      })}
    </div>
  );
}
