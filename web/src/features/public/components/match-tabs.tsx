import type { MatchDurations, PublicMatch } from '@pitchside/shared';
import { useId, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { MATCH_TABS, type MatchTab } from '../match-order';
import { MatchList } from './match-list';
import { useIntl } from 'react-intl';

/**
 * Live · Upcoming · Completed, by each match's `class` from the API (the tab is in the address, so a
 * shared link opens the same list). WAI-ARIA tabs: arrow keys, Home and End move between them.
 */
export function MatchTabs({
  groups,
  tab,
  onTabChange,
  durations,
  showDivision = true,
  label,
}: {
  groups: Record<MatchTab, PublicMatch[]>;
  tab: MatchTab;
  onTabChange: (tab: MatchTab) => void;
  durations: Partial<MatchDurations> | undefined;
  showDivision?: boolean;
  label?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const refs = useRef<Partial<Record<MatchTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MATCH_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? MATCH_TABS[(index + 1) % MATCH_TABS.length]
        : event.key === 'ArrowLeft'
          ? MATCH_TABS[(index + MATCH_TABS.length - 1) % MATCH_TABS.length]
          : event.key === 'Home'
            ? MATCH_TABS[0]
            : event.key === 'End'
              ? MATCH_TABS[MATCH_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="pub-tabs">
      <div role="tablist" aria-label={label ?? intl.formatMessage({ id: 'matches.title' })} className="pub-tabs__list">
        {MATCH_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-controls={tab === name ? `${id}-${name}-panel` : undefined}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={`pub-tabs__tab pub-tabs__tab--${name}`}
            onClick={() => onTabChange(name)}
            onKeyDown={move}
          >
            {name === 'live' && groups.live.length > 0 && <span className="pub-tabs__pulse" aria-hidden="true" />}
            {intl.formatMessage({ id: `matches.tab.${name}` })}
            <span className="pub-tabs__count">{groups[name].length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="pub-tabs__panel" tabIndex={0}>
        <MatchList matches={groups[tab]} durations={durations} empty={intl.formatMessage({ id: `matches.empty.${tab}` })} showDivision={showDivision} />
      </div>
    </div>
  );
}

/** A page's "Matches" section: the tabs once the matches are read, a status line while they load, the error if it failed. */
export function MatchesSection({ headingId, matches, ...tabs }: { headingId: string; matches: { isPending: boolean; isError: boolean; error: unknown } } & ComponentProps<typeof MatchTabs>) {
  const intl = useIntl();
  return (
    <section className="pub-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="pub-section__title">
        {intl.formatMessage({ id: 'matches.title' })}
      </h2>
      {matches.isPending ? (
        <p className="pub-muted pub-empty" role="status">
          {intl.formatMessage({ id: 'matches.loading' })}
        </p>
      ) : matches.isError ? (
        <p className="pub-error" role="alert">
          {errorMessage(matches.error)}
        </p>
      ) : (
        <MatchTabs {...tabs} />
      )}
    </section>
  );
}
