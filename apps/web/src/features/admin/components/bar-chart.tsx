import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/format';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  title: string;
  labels: string[];
  values: number[];
  /** Column headers of the table that screen readers get instead of the drawing. */
  columns: [string, string];
}

const HEIGHT = 180;
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

/** The chart itself, once uPlot has arrived. */
function draw(
  UPlot: typeof uPlot,
  element: HTMLDivElement,
  { title, labels, values }: Omit<Props, 'columns'>,
) {
  const xs = labels.map((_, index) => index);
  return new UPlot(
    {
      width: element.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      padding: [12, 8, 0, 0],
      // Each bar in the middle of its own slot, so that the first and last labels
      // ("Saint-Blaise") have half a slot on their outer side; bars start at 0 (a scale
      // from the smallest value would exaggerate differences).
      scales: {
        x: { time: false, range: () => [-0.5, labels.length - 0.5] },
        y: { range: (_plot, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        {
          stroke: '#475569',
          grid: { show: false },
          values: (_plot, ticks) => ticks.map((tick) => labels[tick] ?? ''),
          // Ticks far enough apart for "31.12" labels on a 360 px phone; whole steps only.
          space: 44,
          incrs: WHOLE_STEPS,
        },
        // Counts: whole numbers on the axis, never "0,5".
        { stroke: '#475569', grid: { stroke: '#e2e8f0' }, incrs: WHOLE_STEPS },
      ],
      series: [
        {},
        {
          label: title,
          fill: '#0369a1',
          stroke: '#0369a1',
          paths: UPlot.paths.bars?.({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
    },
    [xs, values],
    element,
  );
}

/**
 * A bar chart drawn by uPlot (small, canvas, no dependencies), sized to its container;
 * the same figures as a table for screen readers.
 */
export function BarChart({ title, labels, values, columns }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // uPlot comes in its own chunk once a chart is shown: the statistics' figures and the
    // tables do not wait for it, and /admin's first load stays within its budget.
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      chart = draw(UPlot, element, { title, labels, values });
      resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [labels, values, title]);

  return (
    <figure className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 font-bold text-slate-900">{title}</figcaption>
      <div ref={box} aria-hidden="true" className="min-h-[180px] w-full" data-testid="chart" />
      {/* The table for screen readers, clipped by a box: a table grows to its content
          whatever width it is given, and 50 stations pushed the page to 701 px at 360. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatNumber(values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
