import type { Day } from '#app/analytics/report.server.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

// Visitors, pageviews and leads per day, drawn as SVG by the server: readable without JavaScript,
// each bar titled with its figures, and the same figures in a table for screen readers.
const WIDTH = 720
const HEIGHT = 200
const PAD = 24

export function AnalyticsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.pageviews))
  const step = (WIDTH - PAD) / Math.max(1, days.length)
  const bar = Math.max(1, step * 0.8)
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)
  const line = (pick: (d: Day) => number) =>
    days
      .map((d, i) => `${(PAD + i * step + bar / 2).toFixed(1)},${y(pick(d)).toFixed(1)}`)
      .join(' ')
  const a = useAdminT().analytics
  return (
    <figure className="space-y-2">
      {/* Days run left to right in either language, as the axis's dates are drawn. */}
      <svg
        direction="ltr"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="analytics-chart-title"
        className="h-auto w-full rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      >
        <title id="analytics-chart-title">
          {a.chartTitle(days[0]?.date ?? '', days.at(-1)?.date ?? '', String(max))}
        </title>
        <line x1={PAD} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#94a3b8" />
        <text x={2} y={PAD} fontSize="10" fill="#64748b">
          {max}
        </text>
        {days.map((d, i) => (
          <rect
            key={d.date}
            x={PAD + i * step}
            y={y(d.pageviews)}
            width={bar}
            height={HEIGHT - PAD - y(d.pageviews)}
            fill="#93c5fd"
          >
            <title>
              {a.dayTitle(d.date, String(d.visitors), String(d.pageviews), String(d.leads))}
            </title>
          </rect>
        ))}
        <polyline points={line((d) => d.visitors)} fill="none" stroke="#1d4ed8" strokeWidth="2" />
        {days.map((d, i) =>
          d.leads > 0 ? (
            <circle
              key={d.date}
              cx={PAD + i * step + bar / 2}
              cy={y(d.leads)}
              r="3"
              fill="#b91c1c"
            />
          ) : null,
        )}
        <text x={PAD} y={HEIGHT - 6} fontSize="10" fill="#64748b">
          {days[0]?.date}
        </text>
        <text x={WIDTH - 4} y={HEIGHT - 6} fontSize="10" fill="#64748b" textAnchor="end">
          {days.at(-1)?.date}
        </text>
      </svg>
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">{a.legend}</figcaption>
    </figure>
  )
}

/** Said where the chart would be: a range with nothing counted, or counting turned off. */
export function ChartNote({ children, testId }: { children: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300"
    >
      {children}
    </p>
  )
}
