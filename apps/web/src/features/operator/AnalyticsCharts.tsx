import {
  analyticsContestKindLabels,
  analyticsContestKinds,
  type AnalyticsDay,
  type OperatorAnalyticsResponse,
} from '@powerplay/contracts';
import { useId, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../lib/money';

const number = new Intl.NumberFormat('en-US');
const count = (n: number) => number.format(n);
const money = (cents: number) => formatMoney(cents, { trimCents: true });
/** "Nov 26" from `2026-11-26` (a calendar day: formatted in UTC, where it is midnight). */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A tooltip's label: the row's day. */
const dayLabel = (label: ReactNode) => (typeof label === 'string' ? shortDay(label) : label);

// Colours that keep 3:1 against the card and apart from one another.
const colours = ['#ffd24d', '#5cc8ff', '#ff8f6b', '#9be36d'];

/**
 * One chart: a heading that says its totals, the drawing (Recharts' accessibility layer: Tab reaches it
 * and the arrow keys move its tooltip from day to day), and the same figures as a table for screen
 * readers (visually hidden: the drawing shows them; the class is on a wrapper, since a table grows to
 * its content whatever its own width says).
 */
function ChartCard({
  title,
  total,
  table,
  height = 220,
  children,
}: {
  title: string;
  total: string;
  table: ReactNode;
  /** The drawing's height in px: a chart of rows grows with them, so every row keeps its label. */
  height?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="analytics-chart" aria-labelledby={id}>
      <h3 id={id}>
        {title}: <span className="analytics-total">{total}</span>
      </h3>
      <div className="analytics-drawing" role="figure" aria-label={`${title}: chart`}>
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </div>
      {table}
    </section>
  );
}

/** The per-day figures as a table: a caption, a day column and one column per series. */
function DayTable({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: AnalyticsDay[];
  columns: { label: string; value: (d: AnalyticsDay) => string }[];
}) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {columns.map((c) => (
                <td key={c.label}>{c.value(d)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const axes = (money?: boolean) => (
  <>
    <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.15)" />
    <XAxis dataKey="day" tickFormatter={shortDay} stroke="currentColor" minTickGap={16} />
    <YAxis
      stroke="currentColor"
      allowDecimals={false}
      width={money ? 64 : 40}
      tickFormatter={money ? (v: number) => formatMoney(Math.round(v), { trimCents: true }) : undefined}
    />
  </>
);

/** The dashboard's charts (Recharts: in this page's chunk only, never in the landing page's). */
export function AnalyticsCharts({ data }: { data: OperatorAnalyticsResponse }) {
  const { days, totals } = data;
  const entriesRows = days.map((d) => ({ day: d.day, ...d.entries }));
  const kinds = data.powerplaysByKind.slice(0, 12).map((k) => ({
    label: `${analyticsContestKindLabels[k.game]} · ${k.name}`,
    uses: k.uses,
  }));
  const tooltip = { contentStyle: { background: '#1b1f3a', border: '1px solid #444' } };

  return (
    <div className="analytics-charts">
      <ChartCard
        title="Players"
        total={`${count(totals.registered)} registered, up to ${count(totals.peakActive)} active a day`}
        table={
          <DayTable
            caption="Players per day"
            days={days}
            columns={[
              { label: 'Registered', value: (d) => count(d.registered) },
              { label: 'Active', value: (d) => count(d.active) },
            ]}
          />
        }
      >
        <LineChart data={days}>
          {axes()}
          <Tooltip {...tooltip} labelFormatter={dayLabel} />
          <Legend />
          <Line type="monotone" dataKey="registered" name="Registered" stroke={colours[0]} dot={false} />
          <Line type="monotone" dataKey="active" name="Active" stroke={colours[1]} dot={false} />
        </LineChart>
      </ChartCard>

      <ChartCard
        title="Entries per game"
        total={count(totals.entries.all)}
        table={
          <DayTable
            caption="Entries per game and day"
            days={days}
            columns={analyticsContestKinds.map((k) => ({
              label: analyticsContestKindLabels[k],
              value: (d: AnalyticsDay) => count(d.entries[k]),
            }))}
          />
        }
      >
        <BarChart data={entriesRows}>
          {axes()}
          <Tooltip {...tooltip} labelFormatter={dayLabel} />
          <Legend />
          {analyticsContestKinds.map((k, i) => (
            <Bar
              key={k}
              dataKey={k}
              name={analyticsContestKindLabels[k]}
              stackId="entries"
              fill={colours[i]}
            />
          ))}
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Powerplay uses by kind"
        total={count(totals.powerplayUses)}
        height={Math.max(220, 40 + 26 * kinds.length)}
        table={
          <div className="visually-hidden">
            <table>
              <caption>Powerplay uses by game and powerplay</caption>
              <thead>
                <tr>
                  <th scope="col">Powerplay</th>
                  <th scope="col">Uses</th>
                </tr>
              </thead>
              <tbody>
                {data.powerplaysByKind.map((k) => (
                  <tr key={`${k.game}-${k.powerplayId}`}>
                    <th scope="row">
                      {analyticsContestKindLabels[k.game]} · {k.name}
                    </th>
                    <td>{count(k.uses)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      >
        <BarChart data={kinds} layout="vertical" margin={{ left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.15)" />
          <XAxis type="number" allowDecimals={false} stroke="currentColor" />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            interval={0}
            stroke="currentColor"
            tick={{ fontSize: 11 }}
          />
          <Tooltip {...tooltip} />
          <Bar dataKey="uses" name="Uses" fill={colours[1]} />
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Money"
        total={`${money(totals.prizesCents)} prizes, ${money(totals.storeRevenueCents)} store, ${money(
          totals.withdrawals.requestedCents,
        )} withdrawals`}
        table={
          <DayTable
            caption="Money per day"
            days={days}
            columns={[
              { label: 'Prizes paid', value: (d) => money(d.prizesCents) },
              { label: 'Store revenue', value: (d) => money(d.storeRevenueCents) },
              { label: 'Withdrawals requested', value: (d) => money(d.withdrawalsRequestedCents) },
            ]}
          />
        }
      >
        <LineChart data={days}>
          {axes(true)}
          <Tooltip {...tooltip} labelFormatter={dayLabel} formatter={(v) => money(Number(v))} />
          <Legend />
          <Line type="monotone" dataKey="prizesCents" name="Prizes paid" stroke={colours[0]} dot={false} />
          <Line
            type="monotone"
            dataKey="storeRevenueCents"
            name="Store revenue"
            stroke={colours[1]}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="withdrawalsRequestedCents"
            name="Withdrawals requested"
            stroke={colours[2]}
            dot={false}
          />
        </LineChart>
      </ChartCard>
    </div>
  );
}
