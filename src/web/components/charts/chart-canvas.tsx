import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatRupees } from '../../../shared/money/format-rupees';
import type { ChartPoint } from './chart-point';

// Only what these two charts draw, so the chunk carries no other chart type (tree-shaken).
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Filler);

export interface ChartCanvasProps {
  kind: 'over-time' | 'by-model';
  points: ChartPoint[];
  /** The canvas's name for screen readers; the table beside it has the figures. */
  label: string;
  /** The test book draws in amber, as its badge: never mistaken for real money. */
  book: 'live' | 'test';
  /** The tooltip's line for a point; by default its earnings and tip count. */
  describe?: (point: ChartPoint) => string;
  /** What `earnings` holds: paise (the default, drawn as rupees) or a plain count (admin analytics). */
  unit?: 'paise' | 'count';
}

/** The theme's colours, read from its CSS variables so light and dark (the .dark class on <html>) both come out right. */
function palette(book: 'live' | 'test') {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string) => css.getPropertyValue(name).trim();
  const dark = document.documentElement.classList.contains('dark');
  const accent = book === 'test' ? (dark ? '#fbbf24' : '#b45309') : read('--brand');
  return { accent, fill: `${accent}33`, text: read('--fg-muted'), grid: read('--border') };
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One Chart.js chart on a canvas: earnings over time as a line (a bar for a single bucket), by model as horizontal bars. The
 * module is loaded only by the pages that draw charts (React.lazy), so Chart.js never weighs on other pages.
 * It redraws when the theme changes, and does not animate for people who ask for less motion.
 */
export default function ChartCanvas({ kind, points, label, book, describe, unit = 'paise' }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const colours = palette(book);
    const money = (value: number) => (unit === 'count' ? value.toLocaleString('en-IN') : formatRupees(value));
    // Whole steps only (no 0.5 of a download, no ₹0.01 repeated down an empty money axis): an empty chart spans 0 to 1, or ₹0 to ₹1.
    const valueAxis = {
      beginAtZero: true,
      suggestedMax: unit === 'count' ? 1 : 100,
      ticks: { color: colours.text, precision: 0, callback: (value: string | number) => money(Number(value)) },
      grid: { color: colours.grid },
    };
    // A period of one bucket (All time on a new site, a day) would be one dot with no line to it:
    // it is drawn as a bar, so the figure shows.
    const bars = kind === 'by-model' || points.length === 1;
    const nameAxis = { ticks: { color: colours.text, autoSkip: true, maxRotation: 0 }, grid: { display: false } };
    const chart = new Chart(canvas.current!, {
      type: bars ? 'bar' : 'line',
      data: {
        labels: points.map((p) => p.label),
        datasets: [
          {
            label: 'Earnings',
            data: points.map((p) => p.earnings),
            borderColor: colours.accent,
            backgroundColor: bars ? colours.accent : colours.fill,
            fill: !bars,
            tension: 0.25,
            pointRadius: points.length > 40 ? 0 : 3,
            borderRadius: 4,
            maxBarThickness: 28,
          },
        ],
      },
      options: {
        indexAxis: kind === 'by-model' ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => points[items[0]?.dataIndex ?? 0]?.longLabel ?? '',
              label: (item) => {
                const point = points[item.dataIndex]!;
                if (describe) return describe(point);
                return `${formatRupees(point.earnings, { paise: 'always' })} from ${point.tips} ${point.tips === 1 ? 'tip' : 'tips'}`;
              },
            },
          },
        },
        scales: kind === 'by-model' ? { x: valueAxis, y: nameAxis } : { x: nameAxis, y: valueAxis },
      },
    });
    // The theme toggle flips the class on <html>: redraw in the new colours.
    const observer = new MutationObserver(() => {
      const next = palette(book);
      const dataset = chart.data.datasets[0]!;
      dataset.borderColor = next.accent;
      dataset.backgroundColor = bars ? next.accent : next.fill;
      for (const scale of Object.values(chart.options.scales ?? {})) {
        if (scale?.ticks) scale.ticks.color = next.text;
        if (scale?.grid && scale.grid.display !== false) scale.grid.color = next.grid;
      }
      // Not update('none'): in that mode Chart.js keeps the bars' and points' old colours (chartjs/Chart.js#11507).
      chart.update();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [kind, points, book, describe, unit]);

  const height = kind === 'by-model' ? Math.max(160, points.length * 36 + 40) : 260;
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
