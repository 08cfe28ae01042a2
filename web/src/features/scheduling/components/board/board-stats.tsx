import { useIntl } from 'react-intl';

export interface BoardStatsProps {
  placed: number;
  /** Unplaced matches listed on the board; the figure shown is the larger of this and `unplacedTotal`. */
  unplacedListed: number;
  unplacedTotal: number | undefined;
  conflicts: number;
  locked: number;
}

/** The board's figures at a glance: placed, unplaced, conflicts and locked matches. */
export function BoardStats({ placed, unplacedListed, unplacedTotal, conflicts, locked }: BoardStatsProps) {
  const intl = useIntl();
  return (
    <dl className="ps-board__stats" aria-label={intl.formatMessage({ id: 'scheduling.stats' })}>
      <div>
        <dt>{intl.formatMessage({ id: 'scheduling.stat.placed' })}</dt>
        <dd>{intl.formatNumber(placed)}</dd>
      </div>
      <div className={unplacedListed > 0 ? 'ps-board__stat--warn' : ''}>
        <dt>{intl.formatMessage({ id: 'scheduling.stat.unplaced' })}</dt>
        <dd>{intl.formatNumber(Math.max(unplacedListed, unplacedTotal ?? 0))}</dd>
      </div>
      <div className={conflicts > 0 ? 'ps-board__stat--bad' : ''}>
        <dt>{intl.formatMessage({ id: 'scheduling.stat.conflicts' })}</dt>
        <dd>{intl.formatNumber(conflicts)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'scheduling.stat.locked' })}</dt>
        <dd>{intl.formatNumber(locked)}</dd>
      </div>
    </dl>
  );
}
