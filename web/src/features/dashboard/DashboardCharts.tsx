import { useId, useState, type KeyboardEvent } from 'react';
import { Box, ColorSwatch, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { DashboardStatistics } from '@hanout/contract';
import { formatMoney } from '../../common/money';
import { axisTicks, donutSlice, monthlyRows, type orderSlices } from './dashboardData';
import classes from './DashboardCharts.module.css';
import { t } from '../../common/i18n';

/**
 * The dashboard's two charts, drawn as plain SVG in a chunk of their own: a chart library cost
 * seconds of rendering on a slow phone, and the figures and tables around the charts need none of it.
 */

const mantineColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

const SERIES = [
  { name: 'Sales', label: () => t('Sales'), color: 'teal.6' },
  { name: 'Expenses', label: () => t('Expenses'), color: 'red.6' },
] as const;

/** Sales and expenses per month. Hover or arrow keys show one month's figures; screen readers get them as a table. */
export function SalesChart({ statistics }: { statistics: DashboardStatistics }) {
  const rows = monthlyRows(statistics);
  // Staff are not told what the shop pays its suppliers: their chart has the sales alone.
  const shownSeries = statistics.TotalGrnPayByMonth ? SERIES : SERIES.filter((series) => series.name === 'Sales');
  const ticks = axisTicks(Math.max(...rows.flatMap((row) => shownSeries.map((series) => row[series.name]))));
  const top = ticks[ticks.length - 1];
  const [active, setActive] = useState<number | null>(null);
  const tableId = useId();
  const shown = active ?? 0;
  const x = (index: number) => (index / (rows.length - 1)) * 100;
  const y = (value: number) => 100 - (value / top) * 100;

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, (month: number) => number> = {
      ArrowRight: (month) => month + 1,
      ArrowUp: (month) => month + 1,
      ArrowLeft: (month) => month - 1,
      ArrowDown: (month) => month - 1,
      Home: () => 0,
      End: () => rows.length - 1,
    };
    if (event.key === 'Escape') return setActive(null);
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(Math.min(rows.length - 1, Math.max(0, moves[event.key](shown))));
  }

  return (
    <div>
      <Group gap="md" justify="flex-end" mb="xs">
        {shownSeries.map((series) => (
          <Group key={series.name} gap={6}>
            <ColorSwatch color={mantineColor(series.color)} size={10} withShadow={false} />
            <Text size="xs">{series.label()}</Text>
          </Group>
        ))}
      </Group>
      {/* Months run left to right in every language, the axis labels with the lines they name. */}
      <div className={classes.frame} dir="ltr">
        <div className={classes.yAxis} aria-hidden>
          {ticks.map((tick) => (
            <span key={tick} style={{ top: `${y(tick)}%` }}>
              {formatMoney(tick)}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          // The arrow keys move from month to month, as the pointer does: a slider over the months.
          role="slider"
          aria-label={t('Sales and expenses per month')}
          aria-describedby={tableId}
          aria-valuemin={1}
          aria-valuemax={rows.length}
          aria-valuenow={shown + 1}
          aria-valuetext={`${rows[shown].month}: ${shownSeries.map((series) => `${series.label()} ${formatMoney(rows[shown][series.name])}`).join(', ')}`}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => setActive(shown)}
          onBlur={() => setActive(null)}
          onMouseLeave={() => setActive(null)}
          onMouseMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setActive(Math.round(((event.clientX - box.left) / box.width) * (rows.length - 1)));
          }}
        >
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className={classes.svg} aria-hidden>
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={100} y1={y(tick)} y2={y(tick)} className={classes.grid} />
            ))}
            {active !== null && <line x1={x(active)} x2={x(active)} y1={0} y2={100} className={classes.cursor} />}
            {shownSeries.map((series) => (
              <polyline
                key={series.name}
                points={rows.map((row, index) => `${x(index)},${y(row[series.name])}`).join(' ')}
                fill="none"
                stroke={mantineColor(series.color)}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {active !== null &&
            shownSeries.map((series) => (
              <span
                key={series.name}
                className={classes.dot}
                style={{ left: `${x(active)}%`, top: `${y(rows[active][series.name])}%`, background: mantineColor(series.color) }}
              />
            ))}
          {active !== null && (
            <Paper
              className={classes.tooltip}
              style={active < rows.length / 2 ? { left: `${x(active)}%` } : { right: `${100 - x(active)}%` }}
              shadow="md"
              p="xs"
              withBorder
              aria-live="polite"
            >
              <Text size="sm" fw={600}>
                {rows[active].month}
              </Text>
              {shownSeries.map((series) => (
                <Group key={series.name} gap={6} wrap="nowrap">
                  <ColorSwatch color={mantineColor(series.color)} size={8} withShadow={false} />
                  <Text size="xs">
                    {series.label()}: {formatMoney(rows[active][series.name])}
                  </Text>
                </Group>
              ))}
            </Paper>
          )}
        </div>
        <div className={classes.xAxis} aria-hidden>
          {rows.map((row) => (
            <span key={row.month}>{row.month}</span>
          ))}
        </div>
      </div>
      <VisuallyHidden>
        <table id={tableId}>
          <caption>{t('Sales and expenses per month')}</caption>
          <thead>
            <tr>
              <th>{t('Month')}</th>
              <th>{t('Sales')}</th>
              {statistics.TotalGrnPayByMonth && <th>{t('Expenses')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <td>{row.month}</td>
                <td>{formatMoney(row.Sales)}</td>
                {statistics.TotalGrnPayByMonth && <td>{formatMoney(row.Expenses)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}

/** Units sold per product, as a donut; each slice names its product and units on hover, the legend beside it lists them all. */
export function OrdersPie({ slices }: { slices: ReturnType<typeof orderSlices> }) {
  const whole = slices.reduce((sum, slice) => sum + slice.value, 0);
  // Each slice starts where the ones before it end.
  const ends = slices.map((_, index) => slices.slice(0, index + 1).reduce((sum, slice) => sum + slice.value, 0) / whole);
  const drawn = slices.map((slice, index) => ({ ...slice, d: donutSlice(ends[index - 1] ?? 0, ends[index]) }));
  return (
    <Box w={170} h={170}>
      <svg viewBox="0 0 100 100" width={170} height={170} role="img" aria-label={t('Units sold per product')}>
        {drawn.map((slice) => (
          <path key={slice.name} d={slice.d} fill={mantineColor(slice.color)} stroke="var(--mantine-color-body)" strokeWidth={0.5}>
            <title>{t('{{name}}: {{count}} units', { name: slice.name, count: slice.value })}</title>
          </path>
        ))}
      </svg>
    </Box>
  );
}
