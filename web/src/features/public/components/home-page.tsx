import type { PublicTournamentSummary, TournamentPhase } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { formatDayRange } from '../../../lib/format';
import { usePublicTournaments } from '../api/list-public-tournaments';
import { PHASE_LABELS, shortAge } from '../labels';

const PHASES: TournamentPhase[] = ['running', 'upcoming', 'finished'];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * `/`: every published tournament — running now, upcoming, finished — with a search by name or place.
 * The search is in the address (`?search=`), typed into after a short pause.
 */
export function HomePage({ search, onSearchChange, signedIn }: { search: string | undefined; onSearchChange: (search: string | undefined) => void; signedIn: boolean }) {
  useDocumentTitle('Football tournaments: live scores, tables and results');
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
            Football tournaments, live
          </h1>
          <p className="pub-hero__lead">Scores as they happen, tables, fixtures and statistics — no account needed.</p>
          <form className="pub-search" role="search" onSubmit={(event) => {
            event.preventDefault();
            onSearchChange(text.trim() || undefined);
          }}>
            <label htmlFor={inputId} className="pub-search__label">
              Find a tournament by name or place
            </label>
            <div className="pub-search__row">
              <input
                id={inputId}
                type="search"
                className="pub-search__input"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="e.g. Spring Cup or Gothenburg"
                autoComplete="off"
                enterKeyHint="search"
                maxLength={100}
              />
              <button type="submit" className="pub-button pub-search__button">
                Search
              </button>
            </div>
          </form>
          <p className="pub-hero__organizer">
            Organizer?{' '}
            {signedIn ? (
              <Link to="/home" className="pub-hero__organizer-link">
                Go to your dashboard
              </Link>
            ) : (
              <Link to="/signin" className="pub-hero__organizer-link">
                Sign in to run your tournament
              </Link>
            )}
          </p>
        </div>
      </section>

      <div className="pub-container" aria-busy={isPlaceholderData}>
        {isPending ? (
          <p className="pub-muted pub-empty" role="status">
            Loading tournaments…
          </p>
        ) : isError ? (
          <p className="pub-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : data.length === 0 ? (
          <p className="pub-empty" role="status">
            {search ? `No published tournament matches “${search}”.` : 'No tournament has been published yet.'}
          </p>
        ) : (
          <>
            <p className="pub-visually-hidden" role="status">
              {search ? `${data.length} tournaments match “${search}”` : `${data.length} tournaments`}
            </p>
            {PHASES.map((phase) => {
              const tournaments = byPhase(phase);
              if (tournaments.length === 0) return null;
              return (
                <section key={phase} className="pub-section" aria-labelledby={`phase-${phase}`}>
                  <h2 id={`phase-${phase}`} className="pub-section__title">
                    {phase === 'running' && <span className="pub-tabs__pulse" aria-hidden="true" />}
                    {PHASE_LABELS[phase]} <span className="pub-section__count">{tournaments.length}</span>
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
            <span className="pub-visually-hidden">Age groups: </span>
            {tournament.ageGroups.map((age) => (
              <span key={age} className="pub-tag">
                {shortAge(age)}
              </span>
            ))}
            <span className="pub-tag pub-tag--type">{tournament.type === 'league' ? 'League' : 'Tournament'}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
