import { HolderOutlined, WarningFilled } from '@ant-design/icons';
import type { BoardMatch } from '@pitchside/shared';
import { Button } from 'antd';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { UnplacedEntry } from '../../schedule-labels';
import { useIntl } from 'react-intl';

export interface UnplacedPanelProps {
  entries: UnplacedEntry[];
  /** How many the generation could not place, when the stored list had to be cut. */
  total?: number | undefined;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>, match: BoardMatch) => void;
  onPlace: (match: BoardMatch) => void;
}

const sentence = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

/**
 * Matches without a slot, each with every reason the generator found (never a silent partial
 * schedule). Each one can be dragged onto the board or placed with the dialog.
 */
export function UnplacedPanel({ entries, total, onPointerDown, onPlace }: UnplacedPanelProps) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <section className="ps-unplaced" aria-labelledby="ps-unplaced-title">
      <h2 id="ps-unplaced-title" className="ps-unplaced__title">
        <WarningFilled aria-hidden /> {intl.formatMessage({ id: 'scheduling.unplaced.title' }, { count: Math.max(entries.length, total ?? 0) })}
      </h2>
      {total !== undefined && total > entries.length && <p className="ps-unplaced__hint">{intl.formatMessage({ id: 'scheduling.unplaced.first' }, { count: entries.length })}</p>}
      <p className="ps-unplaced__hint">{intl.formatMessage({ id: 'scheduling.unplaced.hint' })}</p>
      {/* Focusable: the list scrolls, and a keyboard must be able to scroll it. */}
      <ul className="ps-unplaced__list" aria-label={intl.formatMessage({ id: 'scheduling.unplaced.list' })} tabIndex={0}>
        {entries.map((entry) => (
          <li key={entry.matchId} className="ps-unplaced__item" data-testid="unplaced-match">
            {entry.match ? (
              <span className="ps-unplaced__handle" onPointerDown={(event) => entry.match && onPointerDown(event, entry.match)} title={intl.formatMessage({ id: 'scheduling.unplaced.drag' })}>
                <HolderOutlined aria-hidden />
              </span>
            ) : (
              <span className="ps-unplaced__handle ps-unplaced__handle--none" aria-hidden />
            )}
            <div className="ps-unplaced__text">
              <span className="ps-unplaced__label">{entry.label}</span>
              <span className="ps-unplaced__context">{entry.context}</span>
              {entry.reasons.length > 0 ? (
                <ul className="ps-reasons" aria-label={intl.formatMessage({ id: 'scheduling.unplaced.why' }, { match: entry.label })}>
                  {entry.reasons.map((reason) => (
                    <li key={reason}>{sentence(reason)}</li>
                  ))}
                </ul>
              ) : (
                <span className="ps-unplaced__context">{intl.formatMessage({ id: 'scheduling.unplaced.none' })}</span>
              )}
            </div>
            {entry.match && (
              <Button size="small" onClick={() => entry.match && onPlace(entry.match)}>
                {intl.formatMessage({ id: 'scheduling.unplaced.place' })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
