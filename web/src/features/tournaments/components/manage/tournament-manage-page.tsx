import '../../tournaments.css';
import { ArrowLeftOutlined, DeleteOutlined, GlobalOutlined, EyeInvisibleOutlined, ScheduleOutlined, SendOutlined } from '@ant-design/icons';
import type { TournamentDetail } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Popconfirm, Tabs, type TabsProps } from 'antd';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../../components/page-spinner';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { PayButton } from '../../../../components/pay-button';
import { useDeleteTournament } from '../../api/delete-tournament';
import { useTournament } from '../../../../api/tournaments/get-tournament';
import { useSetPublished } from '../../api/set-published';
import type { ManageSearch, ManageTab } from '../../../../lib/tournament-search';
import { TYPE_LABELS } from '../../tournament-labels';
import { TournamentNotFound } from '../tournament-not-found';
import { TournamentStateTag } from '../tournament-state-tag';
import { AdminsTab } from './admins-tab';
import { MatchesTab } from './matches-tab';
import { OverviewTab } from './overview-tab';
import { StructureTab } from './structure-tab';
import { TeamsTab } from './teams-tab';
import { useIntl } from 'react-intl';
import { TournamentWhenWhere } from '../tournament-when-where';

/** The import tab brings the upload widget and progress: loaded when it is opened. */
const ImportTab = lazy(() => import('./import-tab').then((module) => ({ default: module.ImportTab })));
/** Registration (issue 32) is a feature of its own: its tab is loaded when it is opened. */
const RegistrationTab = lazy(() => import('../../../registration/components/registration-tab').then((module) => ({ default: module.RegistrationTab })));
/** Referee pay (issue 34): rates, the summary, the payroll export; loaded when opened. */
const RefereePayTab = lazy(() => import('../../../referee-pay/components/referee-pay-tab').then((module) => ({ default: module.RefereePayTab })));
/** The venue (issue 35): screens, announcements, signs; loaded when it is opened. */
const VenueTab = lazy(() => import('../../../venue-display/components/venue-tab').then((module) => ({ default: module.VenueTab })));

export interface TournamentManagePageProps {
  orgId: string | undefined;
  tournamentId: string;
  search: ManageSearch;
  onSearchChange: (search: ManageSearch) => void;
}

/** /admin/tournaments/$tournamentId: one tournament, in tabs (overview, structure, teams, matches, registration, admins, import). */
export function TournamentManagePage({ orgId, tournamentId, search, onSearchChange }: TournamentManagePageProps) {
  const intl = useIntl();
  const tournament = useTournament(orgId, tournamentId);
  useDocumentTitle(tournament.data?.name ?? intl.formatMessage({ id: 'tournaments.tournament' }));
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && tournament.error.status === 404) return <TournamentNotFound />;
    return <Alert type="error" showIcon title={errorMessage(tournament.error)} />;
  }
  if (!tournament.data) return null;
  return <ManageView key={tournament.data.tournamentId} orgId={orgId} tournament={tournament.data} search={search} onSearchChange={onSearchChange} />;
}

function ManageView({ orgId, tournament, search, onSearchChange }: { orgId: string | undefined; tournament: TournamentDetail; search: ManageSearch; onSearchChange: (search: ManageSearch) => void }) {
  const { permissions, counts } = tournament;
  const intl = useIntl();
  const hidden = (search.tab === 'admins' && !permissions.manageAdmins) || ((search.tab === 'registration' || search.tab === 'referee-pay' || search.tab === 'venue') && !permissions.manage);
  const tab: ManageTab = hidden ? 'overview' : (search.tab ?? 'overview');

  const items: TabsProps['items'] = [
    { key: 'overview', label: intl.formatMessage({ id: 'tournaments.tab.overview' }), children: <OverviewTab orgId={orgId} tournament={tournament} /> },
    { key: 'structure', label: intl.formatMessage({ id: 'tournaments.tab.structure' }), children: <StructureTab orgId={orgId} tournament={tournament} /> },
    { key: 'teams', label: `${intl.formatMessage({ id: 'tournaments.teams' })} (${counts.teams})`, children: <TeamsTab orgId={orgId} tournament={tournament} /> },
    {
      key: 'matches',
      label: `${intl.formatMessage({ id: 'tournaments.matches' })} (${counts.matches})`,
      children: <MatchesTab orgId={orgId} tournament={tournament} division={search.division} onDivisionChange={(division) => onSearchChange({ ...search, division })} />,
    },
    ...(permissions.manage
      ? [
          {
            key: 'registration',
            label: intl.formatMessage({ id: 'registrationAdmin.tab' }),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <RegistrationTab orgId={orgId} tournament={tournament} />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(permissions.manage
      ? [
          {
            key: 'referee-pay',
            label: intl.formatMessage({ id: 'payPage.tab' }),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <RefereePayTab orgId={orgId} tournament={tournament} />
              </Suspense>
            ),
          },
          {
            key: 'venue',
            label: intl.formatMessage({ id: 'venue.tab' }),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <VenueTab orgId={orgId} tournament={tournament} />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(permissions.manageAdmins ? [{ key: 'admins', label: intl.formatMessage({ id: 'tournaments.tab.admins' }), children: <AdminsTab orgId={orgId} tournament={tournament} /> }] : []),
    ...(permissions.manage
      ? [
          {
            key: 'import',
            label: intl.formatMessage({ id: 'tournaments.tab.import' }),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <ImportTab orgId={orgId} tournament={tournament} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="ps-page">
      <Link to="/admin/tournaments" className="ps-back">
        <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'tournaments.tournaments' })}
      </Link>
      <header className="ps-page-header ps-tournament-header">
        <div className="ps-page-header__text">
          <div className="ps-tournament-header__title-row">
            <h1 className="ps-page-header__title">{tournament.name}</h1>
            <TournamentStateTag draft={tournament.draft} />
          </div>
          <p className="ps-page-header__description ps-tournament-header__meta">
            <span>{intl.formatMessage({ id: TYPE_LABELS[tournament.type] })}</span>
            <TournamentWhenWhere tournament={tournament} />
          </p>
        </div>
        <TournamentActions orgId={orgId} tournament={tournament} />
      </header>
      {tournament.draft && (
        <p className="ps-draft-note" role="note">
          {intl.formatMessage({ id: 'tournaments.draftNote' })}
        </p>
      )}
      <dl className="ps-stats ps-stats--header" aria-label={intl.formatMessage({ id: 'tournaments.inThis' })}>
        {(
          [
            [intl.formatMessage({ id: 'tournaments.divisions' }), counts.divisions],
            [intl.formatMessage({ id: 'tournaments.teams' }), counts.teams],
            [intl.formatMessage({ id: 'tournaments.matches' }), counts.matches],
            [intl.formatMessage({ id: 'tournaments.ages' }), counts.ageGroups],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="ps-stats__item">
            <dt>{label}</dt>
            <dd>{intl.formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <Tabs className="ps-tabs" activeKey={tab} onChange={(key) => onSearchChange({ ...search, tab: key === 'overview' ? undefined : (key as ManageTab) })} items={items} />
    </div>
  );
}

function TournamentActions({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const { message, modal } = App.useApp();
  const intl = useIntl();
  const navigate = useNavigate();
  const publish = useSetPublished(orgId, tournament.tournamentId);
  const remove = useDeleteTournament(orgId, tournament.tournamentId);
  const { permissions, counts } = tournament;

  const setPublished = async (published: boolean) => {
    try {
      const { message: done } = await publish.mutateAsync(published);
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: intl.formatMessage({ id: 'tournaments.deleteTitle' }, { name: tournament.name }),
      content: intl.formatMessage({ id: 'tournaments.deleteContent' }, { divisions: counts.divisions, teams: counts.teams, matches: counts.matches }),
      okText: intl.formatMessage({ id: 'tournaments.deleteOk' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'tournaments.keepIt' }),
      onOk: async () => {
        try {
          const { message: done } = await remove.mutateAsync();
          void message.success(done);
          await navigate({ to: '/admin/tournaments' });
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });

  return (
    <div className="ps-page-header__actions">
      {/* The public page the spectators see (issue 35): a draft has none yet. */}
      {!tournament.draft && (
        <Button icon={<GlobalOutlined aria-hidden />} href={`/t/${encodeURIComponent(tournament.tournamentId)}`} target="_blank" rel="noopener">
          {intl.formatMessage({ id: 'venue.publicPage' })}
        </Button>
      )}
      {permissions.manage && (
        // A real link (open in a new tab works) that navigates inside the app on a plain click.
        <Button
          icon={<ScheduleOutlined aria-hidden />}
          href={`/admin/tournaments/${encodeURIComponent(tournament.tournamentId)}/schedule`}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ to: '/admin/tournaments/$tournamentId/schedule', params: { tournamentId: tournament.tournamentId } });
          }}
        >
          {intl.formatMessage({ id: 'tournaments.schedule' })}
        </Button>
      )}
      {/* Publishing needs the tournament paid for: the way to pay sits beside Publish (admins pay). */}
      {permissions.delete && tournament.payment.status === 'pending' && <PayButton orgId={orgId} tournamentId={tournament.tournamentId} size="middle" />}
      {permissions.manage &&
        (tournament.draft ? (
          <Button type={tournament.payment.status === 'pending' ? 'default' : 'primary'} icon={<SendOutlined aria-hidden />} loading={publish.isPending} onClick={() => void setPublished(true)}>
            {intl.formatMessage({ id: 'tournaments.publish' })}
          </Button>
        ) : (
          <Popconfirm
            title={intl.formatMessage({ id: 'tournaments.unpublishTitle' })}
            description={intl.formatMessage({ id: 'tournaments.unpublishHint' })}
            okText={intl.formatMessage({ id: 'tournaments.unpublish' })}
            cancelText={intl.formatMessage({ id: 'tournaments.keepPublic' })}
            onConfirm={() => setPublished(false)}
          >
            <Button icon={<EyeInvisibleOutlined aria-hidden />} loading={publish.isPending}>
              {intl.formatMessage({ id: 'tournaments.unpublish' })}
            </Button>
          </Popconfirm>
        ))}
      {permissions.delete && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
          {intl.formatMessage({ id: 'tournaments.delete' })}
        </Button>
      )}
    </div>
  );
}
