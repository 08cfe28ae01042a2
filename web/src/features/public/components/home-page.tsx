import type { PublicTournamentSummary, TournamentPhase } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { formatDayRange } from '../../../lib/format';
import { usePublicTournaments } from '../api/list-public-tournaments';
import { phaseLabel, shortAge } from '../labels';
import { useIntl } from 'react-intl';

const PHASES: TournamentPhase[] = ['running', 'upcoming', 'finished'];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * `/`: every published tournament — running now, upcoming, finished — with a search by name or place.
 * The search is in the address (`?search=`), typed into after a short pause.
 */
export function HomePage({ search, onSearchChange, signedIn }: { search: string | undefined; onSearchChange: (search: string | undefined) => void; signedIn: boolean }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'home.documentTitle' }));
  const [text, setText] = useState(search ?? '');
  const inputId = useId();
  const latest = useRef(onSearchChange);
  latest.current = onSearchChange;

  // The address may change under us (back button): follow it.
  useEffect(() => setText((current) => ((current.trim() || undefined) === (search || undefined) ? current : (search ?? ''))), [search]);

  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === (search || undefined)) return undefined;
    const timer = setTimeout(() => latest.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const { data, isPending, isError, error, isPlaceholderData } = usePublicTournaments(search);
  const byPhase = (phase: TournamentPhase) => (data ?? []).filter((tournament) => tournament.phase === phase);

  return (
    <div className="pub-home">
      <section className="pub-hero" aria-labelledby="home-title">
        <div className="pub-hero__inner">
          <h1 id="home-title" className="pub-hero__title">
            {intl.formatMessage({ id: 'home.title' })}
          </h1>
          <p className="pub-hero__lead">{intl.formatMessage({ id: 'home.lead' })}</p>
          <form
            className="pub-search"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              onSearchChange(text.trim() || undefined);
            }}
          >
            <label htmlFor={inputId} className="pub-search__label">
              {intl.formatMessage({ id: 'home.searchLabel' })}
            </label>
            <div className="pub-search__row">
              <input
                id={inputId}
                type="search"
                className="pub-search__input"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={intl.formatMessage({ id: 'home.searchPlaceholder' })}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={100}
              />
              <button type="submit" className="pub-button pub-search__button">
                {intl.formatMessage({ id: 'home.search' })}
              </button>
            </div>
          </form>
          <p className="pub-hero__organizer">
            {intl.formatMessage({ id: 'home.organizer' })}{' '}
            {signedIn ? (
              <Link to="/home" className="pub-hero__organizer-link">
                {intl.formatMessage({ id: 'home.dashboard' })}
              </Link>
            ) : (
              <Link to="/signin" className="pub-hero__organizer-link">
                {intl.formatMessage({ id: 'home.signIn' })}
              </Link>
            )}
          </p>
        </div>
      </section>

      <div className="pub-container" aria-busy={isPlaceholderData}>
        {isPending ? (
          <p className="pub-muted pub-empty" role="status">
            {intl.formatMessage({ id: 'home.loading' })}
          </p>
        ) : isError ? (
          <p className="pub-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : data.length === 0 ? (
          <p className="pub-empty" role="status">
            {search ? intl.formatMessage({ id: 'home.noMatch' }, { search }) : intl.formatMessage({ id: 'home.noneYet' })}
          </p>
        ) : (
          <>
            <p className="pub-visually-hidden" role="status">
              {search ? intl.formatMessage({ id: 'home.countMatching' }, { count: data.length, search }) : intl.formatMessage({ id: 'home.count' }, { count: data.length })}
            </p>
            {PHASES.map((phase) => {
              const tournaments = byPhase(phase);
              if (tournaments.length === 0) return null;
              return (
                <section key={phase} className="pub-section" aria-labelledby={`phase-${phase}`}>
                  <h2 id={`phase-${phase}`} className="pub-section__title">
                    {phase === 'running' && <span className="pub-tabs__pulse" aria-hidden="true" />}
                    {phaseLabel(intl, phase)} <span className="pub-section__count">{tournaments.length}</span>
                  </h2>
                  <ul className="pub-cards">
                    {tournaments.map((tournament) => (
                      <TournamentCard key={tournament.tournamentId} tournament={tournament} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </div>
    </div>
  );
}

function TournamentCard({ tournament }: { tournament: PublicTournamentSummary }) {
  const intl = useIntl();
  return (
    <li className={`pub-card pub-card--${tournament.phase}`}>
      <Link to="/t/$tournamentId" params={{ tournamentId: tournament.tournamentId }} className="pub-card__link">
        <span className="pub-card__name">{tournament.name}</span>
        <span className="pub-card__meta">
          {formatDayRange(tournament.startDate, tournament.endDate)}
          {tournament.venue && <> · {tournament.venue}</>}
        </span>
        {tournament.ageGroups.length > 0 && (
          <span className="pub-card__tags">
            <span className="pub-visually-hidden">{intl.formatMessage({ id: 'home.ageGroups' })} </span>
            {tournament.ageGroups.map((age) => (
              <span key={age} className="pub-tag">
                {shortAge(age)}
              </span>
            ))}
            <span className="pub-tag pub-tag--type">{intl.formatMessage({ id: tournament.type === 'league' ? 'tournamentType.league' : 'tournamentType.tournament' })}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
