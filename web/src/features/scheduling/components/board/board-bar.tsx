import { LockFilled } from '@ant-design/icons';
import type { BoardMatch, ScheduleSetup } from '@pitchside/shared';
import { Segmented, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { formatShortDay } from '../../../../lib/format';

// Labels are message ids, read in the component.
const ZOOMS = [
  { value: 1.2, label: 'scheduling.zoom.compact' },
  { value: 1.8, label: 'scheduling.zoom.comfortable' },
  { value: 2.6, label: 'scheduling.zoom.large' },
];

export interface BoardBarProps {
  days: ScheduleSetup['days'];
  activeDate: string | undefined;
  onDayChange: (day: string) => void;
  matches: readonly BoardMatch[];
  colors: ReadonlyMap<string, { name: string; color: string }>;
  pixelsPerMinute: number;
  onZoom: (pixelsPerMinute: number) => void;
}

/** Above the grid: a tab per day with its placed matches, the colour legend and the zoom. */
export function BoardBar({ days, activeDate, onDayChange, matches, colors, pixelsPerMinute, onZoom }: BoardBarProps) {
  const intl = useIntl();
  return (
    <div className="ps-board__bar">
      <Tabs
        className="ps-board__days"
        activeKey={activeDate}
        onChange={onDayChange}
        items={days.map((candidate) => ({
          key: candidate.date,
          label: (
            <span>
              {formatShortDay(candidate.date)} <span className="ps-board__count">{matches.filter((match) => match.pitchId && match.date === candidate.date).length}</span>
            </span>
          ),
        }))}
      />
      <div className="ps-board__tools">
        <span className="ps-board__legend" aria-hidden>
          {[...colors.values()].map(({ name, color }) => (
            <span key={name} className="ps-legend__division">
              <span className="ps-legend" style={{ background: color }} /> {name}
            </span>
          ))}
          <span className="ps-legend ps-legend--conflict" /> {intl.formatMessage({ id: 'scheduling.legend.conflict' })}
          <LockFilled className="ps-legend__lock" /> {intl.formatMessage({ id: 'scheduling.legend.locked' })}
        </span>
        <Segmented
          aria-label={intl.formatMessage({ id: 'scheduling.zoom' })}
          size="small"
          value={pixelsPerMinute}
          onChange={(value) => onZoom(Number(value))}
          options={ZOOMS.map((zoom) => ({ value: zoom.value, label: intl.formatMessage({ id: zoom.label }) }))}
        />
      </div>
    </div>
  );
}
