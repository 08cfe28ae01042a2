import '../registration-admin.css';
import { EditOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney, type RegistrationOverview, type RegistrationState, type TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRegistration } from '../api/get-registration';
import { useSetRegistrationState } from '../api/set-registration-state';
import { PHASE_COLORS, PHASE_LABELS, registrationErrorText, venueTimeText } from '../registration-labels';
import { EntriesCard } from './entries-card';
import { SettingsModal } from './settings-modal';
import { StripeCard } from './stripe-card';

type DivisionRow = RegistrationOverview['divisions'][number];

/**
 * The manage page's Registration tab: each division's registration (open it, edit it, pause, reopen,
 * close; places held and teams waiting), and the teams that applied to the division picked.
 */
export function RegistrationTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const intl = useIntl();
  const overview = useRegistration(orgId, tournament.tournamentId);
  const [editing, setEditing] = useState<string>();
  const [picked, setPicked] = useState<string>();
  if (overview.isError) return <Alert type="error" showIcon title={registrationErrorText(intl, overview.error)} />;
  const data = overview.data;
  const firstOpen = data?.divisions.find((division) => division.registration)?.divisionId;
  const divisionId = picked && data?.divisions.some((division) => division.divisionId === picked && division.registration) ? picked : firstOpen;
  return (
    <div className="ps-stack">
      <StripeCard orgId={orgId} tournamentId={tournament.tournamentId} />
      <DivisionsCard orgId={orgId} tournament={tournament} overview={data} loading={overview.isLoading} onEdit={setEditing} />
      {data && firstOpen && <EntriesCard orgId={orgId} tournamentId={tournament.tournamentId} overview={data} divisionId={divisionId} onDivisionChange={setPicked} />}
      {data && (
        <SettingsModal
          key={editing ?? 'none'}
          orgId={orgId}
          tournamentId={tournament.tournamentId}
          timeZone={data.timeZone}
          division={data.divisions.find((division) => division.divisionId === editing)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}

function DivisionsCard({
  orgId,
  tournament,
  overview,
  loading,
  onEdit,
}: {
  orgId: string | undefined;
  tournament: TournamentDetail;
  overview: RegistrationOverview | undefined;
  loading: boolean;
  onEdit: (divisionId: string) => void;
}) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const placesText = (registration: NonNullable<DivisionRow['registration']>) =>
    say('registrationAdmin.held', { held: registration.held, places: registration.places }) +
    (registration.waiting > 0 ? ` · ${say('registrationAdmin.waiting', { count: registration.waiting })}` : '');
  const columns: TableColumnsType<DivisionRow> = [
    {
      title: say('registrationAdmin.division'),
      key: 'division',
      render: (_, { name, registration }) => (
        <div className="ps-member">
          <span className="ps-member__name">{name}</span>
          {/* On a phone the places column is hidden: the counts go under the name. */}
          {registration && <span className="ps-member__roles-inline ps-muted">{placesText(registration)}</span>}
        </div>
      ),
    },
    {
      title: say('registrationAdmin.column.status'),
      key: 'phase',
      render: (_, { registration }) =>
        registration ? (
          <>
            <Tag color={PHASE_COLORS[registration.phase]}>{say(PHASE_LABELS[registration.phase])}</Tag>
            <span className="ps-muted ps-nowrap">
              {registration.phase === 'notYetOpen'
                ? say('registrationAdmin.opensOn', { date: venueTimeText(registration.opensAt) })
                : say('registrationAdmin.closesOn', { date: venueTimeText(registration.closesAt) })}
            </span>
          </>
        ) : (
          <span className="ps-muted">{say('registrationAdmin.notSetUp')}</span>
        ),
    },
    {
      title: say('registrationAdmin.column.places'),
      key: 'places',
      responsive: ['md'],
      render: (_, { registration }) => registration && <span className="ps-reg-counts">{placesText(registration)}</span>,
    },
    {
      title: say('registrationAdmin.entryFee'),
      key: 'fee',
      responsive: ['md'],
      render: (_, { registration }) => registration && <span className="ps-nowrap">{formatMoney(registration.entryFee, registration.currency, intl.locale)}</span>,
    },
    {
      title: <span className="ps-sr-only">{say('registrationAdmin.column.actions')}</span>,
      key: 'actions',
      align: 'right',
      render: (_, division) => <DivisionActions orgId={orgId} tournamentId={tournament.tournamentId} division={division} onEdit={() => onEdit(division.divisionId)} />,
    },
  ];
  return (
    <section className="ps-card ps-card--flush ps-reg-divisions" aria-labelledby="registration-title">
      <div className="ps-card__head">
        <div className="ps-card__head-text">
          <h2 id="registration-title" className="ps-card__title">
            {say('registrationAdmin.title')}
          </h2>
          <p className="ps-muted">{say('registrationAdmin.hint', { zone: overview?.timeZone ?? tournament.timeZone ?? '' })}</p>
        </div>
      </div>
      {tournament.draft && <Alert className="ps-card__alert" type="info" showIcon title={say('registrationAdmin.draftNote')} />}
      <Table<DivisionRow>
        rowKey="divisionId"
        columns={columns}
        dataSource={overview?.divisions ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: say('registrationAdmin.noDivisions') }}
        aria-label={say('registrationAdmin.divisionsTable')}
      />
    </section>
  );
}

function DivisionActions({ orgId, tournamentId, division, onEdit }: { orgId: string | undefined; tournamentId: string; division: DivisionRow; onEdit: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const setState = useSetRegistrationState(orgId, tournamentId);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { registration } = division;
  const change = async (state: RegistrationState) => {
    try {
      await setState.mutateAsync({ divisionId: division.divisionId, state });
      void message.success(say(`registrationAdmin.state.${state}`, { division: division.name }));
    } catch (error) {
      void message.error(registrationErrorText(intl, error));
    }
  };
  if (!registration) {
    return (
      <Button size="small" type="primary" icon={<PlusOutlined aria-hidden />} onClick={onEdit} aria-label={say('registrationAdmin.openLabel', { division: division.name })}>
        {say('registrationAdmin.open')}
      </Button>
    );
  }
  return (
    <div className="ps-row-actions">
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={say('registrationAdmin.editLabel', { division: division.name })}>
        {say('registrationAdmin.edit')}
      </Button>
      {registration.state === 'open' ? (
        <Button
          size="small"
          icon={<PauseCircleOutlined aria-hidden />}
          loading={setState.isPending}
          onClick={() => void change('paused')}
          aria-label={say('registrationAdmin.pauseLabel', { division: division.name })}
        >
          {say('registrationAdmin.pause')}
        </Button>
      ) : (
        <Button
          size="small"
          icon={<PlayCircleOutlined aria-hidden />}
          loading={setState.isPending}
          onClick={() => void change('open')}
          aria-label={say('registrationAdmin.reopenLabel', { division: division.name })}
        >
          {say('registrationAdmin.reopen')}
        </Button>
      )}
      {registration.state !== 'closed' && (
        <Popconfirm
          title={say('registrationAdmin.closeTitle', { division: division.name })}
          description={say('registrationAdmin.closeHint')}
          okText={say('registrationAdmin.close')}
          cancelText={say('registrationAdmin.keepOpen')}
          onConfirm={() => change('closed')}
        >
          <Button size="small" danger aria-label={say('registrationAdmin.closeLabel', { division: division.name })}>
            {say('registrationAdmin.close')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
