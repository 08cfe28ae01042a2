import '../scheduling.css';
import { ArrowLeftOutlined, CalendarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { TournamentDetail } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, App, Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-client';
import { formatDayRange } from '../../../lib/format';
import { useGenerateSchedule } from '../api/generate-schedule';
import { useSchedule } from '../api/get-schedule';
import { useScheduleSetup } from '../../../api/scheduling/get-schedule-setup';
import { buildBoardRules } from '../board-rules';
import { ScheduleChangeContext } from '../schedule-change-context';
import type { ScheduleSearch, ScheduleViewKey } from '../schedule-search';
import { pitchNames, unplacedEntries } from '../schedule-labels';
import { GenerateDialog, type GenerateChoice } from './board/generate-dialog';
import { ScheduleBoard } from './board/schedule-board';
import { SetupForm } from './setup/setup-form';
import { VersionsPanel } from './versions/versions-panel';
import { ShiftForm } from './weather/shift-form';
import { useIntl } from 'react-intl';

export interface SchedulePageProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  search: ScheduleSearch;
  onSearchChange: (search: ScheduleSearch) => void;
  /** The schedule changed the tournament's matches: the route refreshes what other pages show of them. */
  onMatchesChanged: () => void;
}

/**
 * /admin/tournaments/$tournamentId/schedule: the organizer's scheduling desk. Venue & rules, then
 * Generate; the board to adjust by hand; a weather day; versions to go back to.
 */
export function SchedulePage({ orgId, tournament, search, onSearchChange, onMatchesChanged }: SchedulePageProps) {
  const { message } = App.useApp();
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const { tournamentId } = tournament;
  useDocumentTitle(intl.formatMessage({ id: 'scheduling.documentTitle' }, { name: tournament.name }));
  const setup = useScheduleSetup(orgId, tournamentId);
  const schedule = useSchedule(orgId, tournamentId);
  const generate = useGenerateSchedule(orgId, tournamentId);
  const view = schedule.data;
  const canManage = tournament.permissions.manage;

  const setupTournament = useMemo(
    () => ({
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      ageGroups: tournament.ageGroups,
      divisions: tournament.structure.divisions,
      firstHalfDuration: tournament.firstHalfDuration,
      breakDuration: tournament.breakDuration,
    }),
    [tournament],
  );
  const rules = useMemo(() => (view ? buildBoardRules(view, tournament.structure.teams, tournament, tournament.structure.divisions) : undefined), [view, tournament]);
  const names = useMemo(() => (view ? pitchNames(view.setup) : new Map<string, string>()), [view]);

  const savedSetup = setup.data ?? view?.setup;
  const ready = Boolean(savedSetup && savedSetup.pitches.length > 0 && savedSetup.days.length > 0);
  const placed = view?.matches.filter((match) => match.pitchId).length ?? 0;
  const existing = view?.matches.length ?? 0;
  const tab: ScheduleViewKey = search.view ?? (ready ? 'board' : 'setup');
  // Why Generate cannot run yet, said beside the button (a disabled button shows no tooltip to a keyboard or a finger).
  const missing =
    !savedSetup || savedSetup.pitches.length === 0
      ? intl.formatMessage({ id: 'scheduling.missingPitch' })
      : savedSetup.days.length === 0
        ? intl.formatMessage({ id: 'scheduling.missingDay' })
        : undefined;

  const runGenerate = async (choice?: GenerateChoice) => {
    try {
      const result = await generate.mutateAsync(choice ?? { keepLocked: true });
      setChoosing(false);
      const now = result ? unplacedEntries(intl, result.matches, result.unplaced, rules?.teamName, rules?.divisionName) : [];
      const count = result?.matches.filter((match) => match.pitchId).length ?? 0;
      if (now.length > 0) void message.warning(intl.formatMessage({ id: 'scheduling.placedSome' }, { count, unplaced: now.length }));
      else void message.success(intl.formatMessage({ id: 'scheduling.placedAll' }, { count }));
      onSearchChange({ ...search, view: 'board' });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const generateButtons = canManage && (
    <div className="ps-page-header__actions">
      {missing && (
        <p className="ps-generate-missing" id="ps-generate-missing">
          {missing}
        </p>
      )}
      <Button
        type="primary"
        icon={<ThunderboltOutlined aria-hidden />}
        loading={generate.isPending}
        disabled={!ready}
        aria-describedby={missing ? 'ps-generate-missing' : undefined}
        onClick={() => (existing > 0 ? setChoosing(true) : void runGenerate())}
      >
        {existing > 0 ? intl.formatMessage({ id: 'scheduling.generateAgain' }) : intl.formatMessage({ id: 'scheduling.generate' })}
      </Button>
      <GenerateDialog open={choosing} matches={view?.matches ?? []} pending={generate.isPending} onGenerate={(choice) => void runGenerate(choice)} onClose={() => setChoosing(false)} />
    </div>
  );

  const failure = setup.error ?? schedule.error;
  const loading = setup.isPending && schedule.isPending;

  return (
    <ScheduleChangeContext.Provider value={onMatchesChanged}>
      <div className="ps-page ps-schedule">
        <Link to="/admin/tournaments/$tournamentId" params={{ tournamentId }} className="ps-back">
          <ArrowLeftOutlined aria-hidden /> {tournament.name}
        </Link>
        <header className="ps-page-header">
          <div className="ps-page-header__text">
            <h1 className="ps-page-header__title">{intl.formatMessage({ id: 'scheduling.title' })}</h1>
            <p className="ps-page-header__description">
              <CalendarOutlined aria-hidden /> {formatDayRange(tournament.startDate, tournament.endDate)} ·{' '}
              {intl.formatMessage({ id: 'scheduling.divisionCount' }, { count: tournament.structure.divisions.length })} ·{' '}
              {intl.formatMessage({ id: 'scheduling.teamCount' }, { count: tournament.structure.teams.length })}
              {view?.generatedAt ? ` · ${intl.formatMessage({ id: 'scheduling.generatedAt' }, { when: intl.formatDate(view.generatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}` : ''}
            </p>
          </div>
          {generateButtons}
        </header>

        {failure && !loading && (setup.isError || schedule.isError) && <Alert type="error" showIcon title={errorMessage(failure)} />}
        {loading ? (
          <PageSpinner />
        ) : (
          <Tabs
            className="ps-tabs"
            activeKey={tab}
            onChange={(key) => onSearchChange({ ...search, view: key as ScheduleViewKey })}
            items={[
              {
                key: 'setup',
                label: intl.formatMessage({ id: 'scheduling.tab.setup' }),
                children: canManage ? (
                  <div className="ps-card">
                    <SetupForm orgId={orgId} tournamentId={tournamentId} tournament={setupTournament} setup={savedSetup} />
                  </div>
                ) : (
                  <Alert type="info" showIcon title={intl.formatMessage({ id: 'scheduling.setupOrganizersOnly' })} />
                ),
              },
              {
                key: 'board',
                label: `${intl.formatMessage({ id: 'scheduling.tab.board' })}${view ? ` (${placed})` : ''}`,
                children:
                  view && rules ? (
                    <ScheduleBoard orgId={orgId} tournamentId={tournamentId} view={view} rules={rules} day={search.day} onDayChange={(day) => onSearchChange({ ...search, view: 'board', day })} />
                  ) : (
                    <Alert type="info" showIcon title={intl.formatMessage({ id: 'scheduling.noSchedule' })} description={intl.formatMessage({ id: 'scheduling.noScheduleHint' })} />
                  ),
              },
              {
                key: 'weather',
                label: intl.formatMessage({ id: 'scheduling.tab.weather' }),
                children: view ? <ShiftForm orgId={orgId} tournamentId={tournamentId} view={view} /> : <Alert type="info" showIcon title={intl.formatMessage({ id: 'scheduling.noSchedule' })} />,
              },
              {
                key: 'versions',
                label: intl.formatMessage({ id: 'scheduling.tab.versions' }),
                children: <VersionsPanel orgId={orgId} tournamentId={tournamentId} pitchName={(id) => names.get(id) ?? id} />,
              },
            ]}
          />
        )}
      </div>
    </ScheduleChangeContext.Provider>
  );
}
