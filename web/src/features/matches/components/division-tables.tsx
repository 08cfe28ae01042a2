import { Alert, Skeleton, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useTournament, type StandingsRow } from '../api/get-tournament';
import { groupStandings } from '../standings';

/** The table follows results without a reload: re-read every few seconds while the page is visible. */
export const STANDINGS_REFRESH_MS = 2_500;

const number = (key: keyof StandingsRow, title: string, label: string) => ({
  title: <abbr title={label}>{title}</abbr>,
  dataIndex: key,
  key,
  align: 'right' as const,
  width: 52,
});

const columns: TableColumnsType<StandingsRow> = [
  { title: <abbr title="Position">#</abbr>, key: 'position', width: 44, render: (_, row) => (row.position > 0 ? row.position : '–') },
  { title: 'Team', key: 'team', render: (_, row) => <span className="pm-standings__team">{row.team}</span> },
  number('MP', 'MP', 'Matches played'),
  number('W', 'W', 'Won'),
  number('D', 'D', 'Drawn'),
  number('L', 'L', 'Lost'),
  { ...number('GF', 'GF', 'Goals for'), responsive: ['sm'] },
  { ...number('GA', 'GA', 'Goals against'), responsive: ['sm'] },
  { ...number('GD', 'GD', 'Goal difference'), render: (value: number) => (value > 0 ? `+${value}` : value) },
  { ...number('PTS', 'PTS', 'Points'), render: (value: number) => <strong>{value}</strong> },
];

/** The division tables of a tournament (standings kept by the standings service as results come in). */
export function DivisionTables({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const tournament = useTournament(orgId, tournamentId, STANDINGS_REFRESH_MS);
  if (tournament.isError && !tournament.data) return <Alert type="error" showIcon title={errorMessage(tournament.error)} />;
  if (!tournament.data) return <Skeleton active />;
  const groups = groupStandings(tournament.data.tournament.structure.teams);
  if (groups.length === 0) return <p className="ps-card ps-muted">No teams in this tournament yet.</p>;
  return (
    <div className="pm-standings">
      {groups.map((group) => {
        const title = group.bracket && group.bracket !== 'Default' ? `${group.division} · ${group.bracket}` : group.division;
        return (
          <section key={`${group.division}/${group.bracket}`} className="ps-card ps-card--flush pm-standings__group" aria-label={`Table ${title}`}>
            <h3 className="ps-card__title ps-card__title--padded">{title}</h3>
            <Table<StandingsRow> rowKey="teamKey" size="small" columns={columns} dataSource={group.rows} pagination={false} aria-label={`Table ${title}`} />
          </section>
        );
      })}
    </div>
  );
}
