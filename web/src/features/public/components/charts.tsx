import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * Hand-made SVG charts, for what people would rather look at than read. Each chart is an image with a
 * one-line summary as its name; the numbers themselves are in a table beside it.
 */

export interface ColumnDatum {
  label: string;
  value: number;
  /** Shown under the column ('Sat 14'); the label is used when absent. */
  short?: string;
}

/** Vertical columns (goals per match day). */
export function ColumnChart({ data, summary, unit }: { data: ColumnDatum[]; summary: string; unit: string }) {
  const intl = useIntl();
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const width = 320;
  const height = 160;
  const top = 18;
  const bottom = 26;
  const plot = height - top - bottom;
  const step = width / Math.max(1, data.length);
  const bar = Math.min(40, step * 0.62);
  return (
    <svg className="pub-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
      <title id={titleId}>{summary}</title>
      <line x1="0" x2={width} y1={top + plot} y2={top + plot} className="pub-chart__axis" />
      {data.map((datum, index) => {
        const h = (datum.value / max) * plot;
        const x = index * step + (step - bar) / 2;
        const y = top + plot - h;
        return (
          <g key={datum.label}>
            <rect x={x} y={y} width={bar} height={Math.max(h, datum.value > 0 ? 2 : 0)} rx="3" className="pub-chart__bar" />
            <text x={x + bar / 2} y={y - 5} textAnchor="middle" className="pub-chart__value">
              {datum.value}
            </text>
            {data.length <= 12 || index % Math.ceil(data.length / 12) === 0 ? (
              <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="pub-chart__label">
                {datum.short ?? datum.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <desc>{intl.formatMessage({ id: 'stats.perColumn' }, { unit })}</desc>
    </svg>
  );
}

export interface BarDatum {
  label: string;
  sub?: string;
  value: number;
}

/** Horizontal bars with the name on the left (top scorers). */
export function BarChart({ data, summary }: { data: BarDatum[]; summary: string }) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const row = 34;
  const width = 320;
  const labelWidth = 128;
  const valueWidth = 26;
  const plot = width - labelWidth - valueWidth;
  const height = data.length * row + 4;
  return (
    <svg className="pub-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMinYMin meet">
      <title id={titleId}>{summary}</title>
      {data.map((datum, index) => {
        const y = index * row + 4;
        const w = Math.max(3, (datum.value / max) * plot);
        return (
          <g key={`${datum.label}-${datum.sub ?? ''}-${index}`}>
            <text x={labelWidth - 8} y={y + 13} textAnchor="end" className="pub-chart__name">
              {truncate(datum.label, 18)}
            </text>
            {datum.sub && (
              <text x={labelWidth - 8} y={y + 27} textAnchor="end" className="pub-chart__label">
                {truncate(datum.sub, 22)}
              </text>
            )}
            <rect x={labelWidth} y={y + 5} width={w} height={row - 14} rx="3" className="pub-chart__bar" />
            <text x={labelWidth + w + 5} y={y + 19} className="pub-chart__value">
              {datum.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
