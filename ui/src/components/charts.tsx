import { useId } from 'react';

/**
 * Accessible SVG charts (pie, ring, bar): each has a title, role="img" with a text summary, and a
 * visible legend/table of the values, so the numbers are available without seeing the colours.
 */
export interface ChartDatum {
  label: string;
  value: number;
  color?: string;
}

const PALETTE = ['#1f4e79', '#c55a11', '#548235', '#7030a0', '#bf9000', '#2e75b6', '#a5002a', '#3b3838'];
const colourOf = (d: ChartDatum, i: number) => d.color ?? PALETTE[i % PALETTE.length];
const summary = (title: string, data: ChartDatum[]) =>
  `${title}: ${data.map((d) => `${d.label} ${d.value}`).join(', ')}`;

function Legend({ data }: { data: ChartDatum[] }) {
  return (
    <ul className="chart-legend">
      {data.map((d, i) => (
        <li key={d.label}>
          <span className="chart-swatch" style={{ background: colourOf(d, i) }} aria-hidden="true" />
          {d.label}: {d.value}
        </li>
      ))}
    </ul>
  );
}

function arcPath(cx: number, cy: number, r: number, inner: number, start: number, end: number): string {
  const point = (radius: number, angle: number) =>
    `${cx + radius * Math.cos(angle - Math.PI / 2)} ${cy + radius * Math.sin(angle - Math.PI / 2)}`;
  const large = end - start > Math.PI ? 1 : 0;
  if (inner <= 0) return `M ${cx} ${cy} L ${point(r, start)} A ${r} ${r} 0 ${large} 1 ${point(r, end)} Z`;
  return `M ${point(r, start)} A ${r} ${r} 0 ${large} 1 ${point(r, end)} L ${point(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)} Z`;
}

export function PieChart({
  title,
  data,
  size = 200,
  ring = false,
}: {
  title: string;
  data: ChartDatum[];
  size?: number;
  ring?: boolean;
}) {
  const id = useId();
  const total = data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  const r = size / 2;
  let angle = 0;
  return (
    <figure className={`chart ${ring ? 'chart-ring' : 'chart-pie'}`}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={id}>
        <title id={id}>{summary(title, data)}</title>
        {total > 0 &&
          data.map((d, i) => {
            const share = Math.max(0, d.value) / total;
            const start = angle;
            angle += share * 2 * Math.PI;
            // A single full slice cannot be drawn as an arc: draw a circle instead.
            if (share >= 0.9999)
              return ring ? (
                <circle
                  key={d.label}
                  cx={r}
                  cy={r}
                  r={r * 0.78}
                  fill="none"
                  stroke={colourOf(d, i)}
                  strokeWidth={r * 0.44}
                />
              ) : (
                <circle key={d.label} cx={r} cy={r} r={r} fill={colourOf(d, i)} />
              );
            return (
              <path
                key={d.label}
                d={arcPath(r, r, r, ring ? r * 0.56 : 0, start, angle)}
                fill={colourOf(d, i)}
              />
            );
          })}
      </svg>
      <figcaption>{title}</figcaption>
      <Legend data={data} />
    </figure>
  );
}

export const RingChart = (props: { title: string; data: ChartDatum[]; size?: number }) => (
  <PieChart {...props} ring />
);

export function BarChart({
  title,
  data,
  width = 320,
  barHeight = 22,
}: {
  title: string;
  data: ChartDatum[];
  width?: number;
  barHeight?: number;
}) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const height = data.length * (barHeight + 6);
  return (
    <figure className="chart chart-bar">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={id}>
        <title id={id}>{summary(title, data)}</title>
        {data.map((d, i) => (
          <rect
            key={d.label}
            x={0}
            y={i * (barHeight + 6)}
            width={(Math.max(0, d.value) / max) * width}
            height={barHeight}
            fill={colourOf(d, i)}
          />
        ))}
      </svg>
      <figcaption>{title}</figcaption>
      <Legend data={data} />
    </figure>
  );
}
