import { liveTopics, type DisplaySession } from '@pitchside/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLanguageStore } from '../../../i18n/i18n-provider';
import { publicKeys } from '../../public/api/public-keys';
import { publicMatchesQueryOptions } from '../../public/api/list-public-matches';
import { publicTournamentQueryOptions } from '../../public/api/get-public-tournament';
import { useLiveStatus, useLiveTopics, usePollInterval } from '../../public/live/use-live-topics';
import { useNow } from '../../public/use-now';
import { isLinkGone, useAnnouncements, useDisplaySession } from '../api/display-session';
import { dataAgeMinutes, displayView } from '../display-view';
import { LatestPanel, LivePanel, NextPanel, NoticeBand, TablePanel, UrgentScreen } from './display-panels';
import '../display.css';

/** Even while live, everything is read again now and then: a push the screen missed is never on screen for long. */
const SAFETY_REFRESH_MS = 5 * 60_000;

/** `/display#<token>`: the venue's big screen. No sign-in; the token in the address's fragment never reaches a server log. */
export function DisplayPage({ token }: { token: string }) {
  const intl = useIntl();
  const session = useDisplaySession(token);
  if (!token) return <DisplayMessage text={intl.formatMessage({ id: 'display.noToken' })} />;
  if (session.error && isLinkGone(session.error)) return <DisplayMessage text={intl.formatMessage({ id: 'display.linkGone' })} />;
  if (!session.data) return <DisplayMessage text={intl.formatMessage({ id: session.error ? 'display.unreachable' : 'display.loading' })} />;
  return <DisplayBoard token={token} session={session.data} sessionUpdatedAt={session.dataUpdatedAt} />;
}

function DisplayMessage({ text }: { text: string }) {
  return (
    <main className="vd vd--dark vd--message">
      <h1 className="vd-message">{text}</h1>
    </main>
  );
}

function DisplayBoard({ token, session, sessionUpdatedAt }: { token: string; session: DisplaySession; sessionUpdatedAt: number }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const languages = useLanguageStore();
  const { tournamentId, settings } = session;

  // The organizer's language for this screen, whatever the TV's browser says.
  useEffect(() => {
    void languages.adopt(settings.locale);
  }, [languages, settings.locale]);
  // Each session read carries the announcements: as fresh as any push.
  useEffect(() => {
    queryClient.setQueryData(publicKeys.announcements(tournamentId), session.announcements);
  }, [queryClient, tournamentId, session.announcements, sessionUpdatedAt]);

  const poll = usePollInterval();
  const refetchInterval = poll === false ? SAFETY_REFRESH_MS : poll;
  const tournament = useQuery({ ...publicTournamentQueryOptions(tournamentId), refetchInterval, refetchIntervalInBackground: true });
  const matches = useQuery({ ...publicMatchesQueryOptions(tournamentId), refetchInterval, refetchIntervalInBackground: true });
  const announcements = useAnnouncements(token, tournamentId, session.announcements);
  const status = useLiveStatus();
  const divisionNames = useMemo(
    () => (settings.divisions.length > 0 ? settings.divisions : (tournament.data?.divisions.map((division) => division.name) ?? [])),
    [settings.divisions, tournament.data?.divisions],
  );
  useLiveTopics([liveTopics.tournament(tournamentId), ...divisionNames.map((name) => liveTopics.division(tournamentId, name))]);

  const now = useNow(true, 1_000);
  const view = useMemo(
    () =>
      tournament.data && matches.data
        ? displayView({ tournament: tournament.data, matches: matches.data, announcements: announcements.data ?? [], divisions: settings.divisions, rotationSeconds: settings.rotationSeconds, now })
        : undefined,
    [tournament.data, matches.data, announcements.data, settings.divisions, settings.rotationSeconds, now],
  );

  const updatedAt = Math.min(tournament.dataUpdatedAt || now, matches.dataUpdatedAt || now);
  const clockText = new Intl.DateTimeFormat(intl.locale, { hour: '2-digit', minute: '2-digit', timeZone: tournament.data?.timeZone ?? undefined }).format(now);
  return (
    <main className={`vd vd--${settings.theme}`} data-live-status={status}>
      <header className="vd-header">
        <h1 className="vd-title">{tournament.data?.name ?? settings.name}</h1>
        <p className="vd-status" role="status" data-testid="display-status">
          {status === 'live' ? intl.formatMessage({ id: 'display.liveNow' }) : intl.formatMessage({ id: 'display.dataAge' }, { minutes: dataAgeMinutes(updatedAt, now) })}
        </p>
        <p className="vd-clock-now">{clockText}</p>
      </header>
      {view ? (
        <div className="vd-grid">
          <LivePanel view={view} durations={tournament.data?.durations} now={now} />
          <NextPanel view={view} />
          <LatestPanel view={view} />
          <TablePanel view={view} />
        </div>
      ) : (
        <p className="vd-empty">{intl.formatMessage({ id: 'display.loading' })}</p>
      )}
      {view ? <NoticeBand notices={view.notices} /> : null}
      {view?.urgent ? <UrgentScreen announcement={view.urgent} /> : null}
    </main>
  );
}
