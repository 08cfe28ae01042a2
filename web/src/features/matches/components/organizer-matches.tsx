import { TeamOutlined } from '@ant-design/icons';
import { Alert, App, Button, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useAssignReferee } from '../api/assign-referee';
import { useAssignReferees } from '../api/assign-referees';
import type { AssignmentResult } from '../api/assignment-result';
import { useReferees } from '../api/list-referees';
import { FillDayPanel } from '../../referee-offers/components/fill-day-panel';
import { useTournamentMatches, type TournamentMatch } from '../api/list-tournament-matches';
import { useTournaments } from '../api/list-tournaments';
import { DivisionTables } from './division-tables';
import { organizerMatchColumns, UNASSIGNED } from './organizer-match-columns';
import { KnockoutBrackets } from './knockout-brackets';
import { sideName } from '../../../i18n/slot-name';
import { DisciplineSection } from './discipline-section';
import { OpenDisputes } from './open-disputes';
import { ResetMatchesButton } from './reset-matches-dialog';
import { DeskLink } from '../../check-in/components/check-in-links';

export interface OrganizerMatchesProps {
  orgId: string | undefined;
  /** The tournament chosen in the address (`?tournament=`); the latest one otherwise. */
  tournamentId: string | undefined;
  onTournamentChange: (tournamentId: string) => void;
  /** Admins and referee assignors assign referees. */
  canAssign: boolean;
  /** Admins reset all matches. */
  canReset: boolean;
  /** The division tables come from the organizers' tournament read; a referee assignor staffs matches only. */
  showTables: boolean;
}

const MATCHES_REFRESH_MS = 5_000;

/** The organizer's matches: a tournament picker, its matches with referee assignment, and its division tables. */
export function OrganizerMatches({ orgId, tournamentId, onTournamentChange, canAssign, canReset, showTables }: OrganizerMatchesProps) {
  const intl = useIntl();
  const tournaments = useTournaments(orgId, true);
  const list = tournaments.data?.tournaments ?? [];
  const chosen = list.find((tournament) => tournament.tournamentId === tournamentId) ?? list[0];

  if (tournaments.isError && !tournaments.data) return <Alert type="error" showIcon title={errorMessage(tournaments.error)} />;
  if (tournaments.isPending) return <Skeleton active />;
  if (!chosen) return <p className="ps-card ps-muted">{intl.formatMessage({ id: 'organizer.noTournaments' })}</p>;

  return (
    <div className="pm-organizer">
      <div className="pm-organizer__bar">
        <label className="pm-organizer__picker">
          <span className="pm-organizer__label">{intl.formatMessage({ id: 'organizer.tournament' })}</span>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            size="large"
            aria-label={intl.formatMessage({ id: 'organizer.tournament' })}
            value={chosen.tournamentId}
            onChange={onTournamentChange}
            options={list.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
            className="pm-organizer__select"
          />
        </label>
        {canReset && <ResetMatchesButton tournaments={list} />}
        {showTables && <DeskLink tournamentId={chosen.tournamentId} />}
      </div>
      {showTables && <OpenDisputes key={`disputes-${chosen.tournamentId}`} tournamentId={chosen.tournamentId} />}
      {showTables && <DisciplineSection key={`discipline-${chosen.tournamentId}`} tournamentId={chosen.tournamentId} />}
      <TournamentMatches key={chosen.tournamentId} orgId={orgId} tournamentId={chosen.tournamentId} canAssign={canAssign} />
      {showTables && (
        <section aria-labelledby="standings-title" className="pm-organizer__standings">
          <h2 className="pm-section-title" id="standings-title">
            {intl.formatMessage({ id: 'organizer.divisionTables' })}
          </h2>
          <DivisionTables orgId={orgId} tournamentId={chosen.tournamentId} />
        </section>
      )}
      <TournamentKnockout key={`ko-${chosen.tournamentId}`} orgId={orgId} tournamentId={chosen.tournamentId} />
    </div>
  );
}

/** The knockout brackets from the same match list as above (one cached read, refreshed with it). */
function TournamentKnockout({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const matches = useTournamentMatches(orgId, tournamentId, MATCHES_REFRESH_MS);
  return <KnockoutBrackets tournamentId={tournamentId} matches={matches.data?.matches ?? []} />;
}

function TournamentMatches({ orgId, tournamentId, canAssign }: { orgId: string | undefined; tournamentId: string; canAssign: boolean }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const matches = useTournamentMatches(orgId, tournamentId, MATCHES_REFRESH_MS);
  const referees = useReferees(orgId, canAssign);
  const assignOne = useAssignReferee(tournamentId);
  const assignMany = useAssignReferees(tournamentId);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkReferee, setBulkReferee] = useState<string>(UNASSIGNED);
  const [warnings, setWarnings] = useState<AssignmentResult['warnings']>([]);
  // A knockout side not known yet is its placeholder ('Winner Group A'), said in the reader's language.
  const rows = (matches.data?.matches ?? []).map((row) =>
    row.knockout ? { ...row, homeTeam: sideName(intl, row.homeTeam, row.knockout, 'home'), awayTeam: sideName(intl, row.awayTeam, row.knockout, 'away') } : row,
  );
  const refereeOptions = [
    { value: UNASSIGNED, label: intl.formatMessage({ id: 'organizer.noReferee' }) },
    ...(referees.data?.referees ?? []).map((referee) => ({ value: referee.uid, label: referee.displayName })),
  ];
  const nameOf = (matchId: string) => {
    const match = rows.find((row) => row.matchId === matchId);
    return match ? `${match.homeTeam} – ${match.awayTeam}` : matchId;
  };

  const afterAssignment = (result: AssignmentResult, done: string) => {
    setWarnings(result.warnings);
    if (result.warnings.length === 0) void message.success(done);
  };

  const assign = async (matchId: string, refereeId: string) => {
    try {
      afterAssignment(await assignOne.mutateAsync({ matchId, refereeId: refereeId || null }), intl.formatMessage({ id: refereeId ? 'organizer.refereeAssigned' : 'organizer.refereeRemoved' }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const assignSelected = async () => {
    try {
      const result = await assignMany.mutateAsync({ assignments: selected.map((matchId) => ({ matchId, refereeId: bulkReferee || null })) });
      afterAssignment(result, intl.formatMessage({ id: 'organizer.assignedTo' }, { count: selected.length }));
      setSelected([]);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns = organizerMatchColumns(
    intl,
    tournamentId,
    canAssign
      ? {
          options: refereeOptions,
          assign: (matchId, refereeId) => void assign(matchId, refereeId),
          busy: (matchId) => referees.isLoading || (assignOne.isPending && assignOne.variables?.matchId === matchId),
        }
      : undefined,
  );

  const dates = [...new Set(rows.map((row) => row.date).filter(Boolean))].sort();
  return (
    <>
      {canAssign && dates.length > 0 && <FillDayPanel orgId={orgId} tournamentId={tournamentId} dates={dates} referees={refereeOptions} nameOf={nameOf} />}
      <section className="ps-card ps-card--flush" aria-labelledby="fixtures-title">
        <div className="ps-toolbar pm-organizer__toolbar">
          <h2 className="ps-card__title pm-organizer__title" id="fixtures-title">
            {intl.formatMessage({ id: 'home.matches' })}
          </h2>
          {canAssign && (
            <div className="pm-bulk" aria-label={intl.formatMessage({ id: 'organizer.assignSelectedGroup' })} role="group">
              <Select
                value={bulkReferee}
                onChange={setBulkReferee}
                options={refereeOptions}
                aria-label={intl.formatMessage({ id: 'organizer.refereeForSelected' })}
                className="pm-referee-select"
                popupMatchSelectWidth={false}
              />
              <Button icon={<TeamOutlined aria-hidden />} disabled={selected.length === 0} loading={assignMany.isPending} onClick={() => void assignSelected()}>
                {intl.formatMessage({ id: 'organizer.assignSelected' }, { count: selected.length })}
              </Button>
            </div>
          )}
        </div>
        {warnings.length > 0 && (
          <Alert
            className="ps-card__alert"
            type="warning"
            showIcon
            closable={{ onClose: () => setWarnings([]) }}
            title={intl.formatMessage({ id: 'organizer.overlapping' })}
            description={
              <ul className="pm-warnings">
                {warnings.map((warning, index) => (
                  <li key={`${warning.matchId}-${index}`}>
                    {nameOf(warning.matchId)}: {warning.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {matches.isError && !matches.data ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(matches.error)} />
        ) : (
          <Table<TournamentMatch>
            rowKey="matchId"
            columns={columns}
            dataSource={rows}
            loading={matches.isPending}
            pagination={rows.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
            rowSelection={canAssign ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
            locale={{ emptyText: intl.formatMessage({ id: 'organizer.noMatches' }) }}
            aria-label={intl.formatMessage({ id: 'home.matches' })}
          />
        )}
      </section>
    </>
  );
}
