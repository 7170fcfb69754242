import { rupees } from '../earnings-view';
import type { ChartPoint } from './chart-figures';

/**
 * A chart's figures as a table, visually hidden: a screen reader gets every value the canvas
 * draws, in order, with its name. Shown only to assistive technology since the chart and the
 * cards above already say the same to sighted people. The hiding is on a wrapper: a table grows
 * to its cells whatever width it is given, and would make a phone's page scroll sideways.
 */
export function ChartTable({ caption, nameHeader, points }: { caption: string; nameHeader: string; points: ChartPoint[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Earnings</th>
            <th scope="col">Tips</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${index}-${point.longLabel}`}>
              <th scope="row">{point.longLabel}</th>
              <td>{rupees(point.earnings)}</td>
              <td>{point.tips}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
