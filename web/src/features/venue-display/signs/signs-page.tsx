import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../../public/api/get-public-tournament';
import { usePublicMatches } from '../../public/api/list-public-matches';
import { PublicPending } from '../../public/components/public-pending';
import { QrCode } from './qr-code';
import { pitchesOf, signLinks, signTeamsOf } from './sign-links';
import './signs.css';

type SignKind = 'all' | 'tournament' | 'pitches' | 'teams';

/**
 * `/t/$tournamentId/signs`: printable A4 signs for the venue (issue 35), one per sheet: the tournament's
 * public page, each pitch's matches, each team's page to follow it. Public data only, so no sign-in.
 */
export function SignsPage({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const { data: tournament } = usePublicTournament(tournamentId);
  const { data: matches } = usePublicMatches(tournamentId, undefined);
  const [kind, setKind] = useState<SignKind>('all');
  const ids = useId();
  useDocumentTitle(intl.formatMessage({ id: 'signs.documentTitle' }, { tournament: tournament.name }));
  if (!matches) return <PublicPending />;
  const origin = window.location.origin;
  const pitches = pitchesOf(matches);
  const teams = signTeamsOf(matches);
  const show = (what: SignKind) => kind === 'all' || kind === what;

  return (
    <div className="pub-container vs-signs">
      <div className="vs-controls">
        <h1 className="pub-page-head__title">{intl.formatMessage({ id: 'signs.title' })}</h1>
        <p>{intl.formatMessage({ id: 'signs.hint' })}</p>
        <label htmlFor={`${ids}-kind`}>{intl.formatMessage({ id: 'signs.which' })}</label>{' '}
        <select id={`${ids}-kind`} value={kind} onChange={(event) => setKind(event.target.value as SignKind)}>
          <option value="all">{intl.formatMessage({ id: 'signs.all' })}</option>
          <option value="tournament">{intl.formatMessage({ id: 'signs.tournamentOnly' })}</option>
          <option value="pitches">{intl.formatMessage({ id: 'signs.pitches' }, { count: pitches.length })}</option>
          <option value="teams">{intl.formatMessage({ id: 'signs.teams' }, { count: teams.length })}</option>
        </select>{' '}
        <button type="button" className="pub-button" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'signs.print' })}
        </button>
      </div>
      {show('tournament') && <Sign title={tournament.name} subtitle={intl.formatMessage({ id: 'signs.tournamentText' })} url={signLinks.tournament(origin, tournamentId)} venue={tournament.venue} />}
      {show('pitches') &&
        pitches.map((field) => (
          <Sign key={field} title={field} subtitle={intl.formatMessage({ id: 'signs.pitchText' }, { field })} url={signLinks.pitch(origin, tournamentId, field)} venue={tournament.name} />
        ))}
      {show('teams') &&
        teams.map(({ teamKey, team }) => (
          <Sign key={teamKey} title={team} subtitle={intl.formatMessage({ id: 'signs.teamText' }, { team })} url={signLinks.team(origin, tournamentId, teamKey)} venue={tournament.name} />
        ))}
    </div>
  );
}

function Sign({ title, subtitle, url, venue }: { title: string; subtitle: string; url: string; venue: string }) {
  const intl = useIntl();
  return (
    <section className="vs-sign" aria-label={title}>
      <h2 className="vs-sign__title">{title}</h2>
      <p className="vs-sign__text">{subtitle}</p>
      <QrCode value={url} label={intl.formatMessage({ id: 'signs.qrLabel' }, { target: title })} />
      <p className="vs-sign__url">{url}</p>
      <p className="vs-sign__venue">{venue}</p>
    </section>
  );
}
