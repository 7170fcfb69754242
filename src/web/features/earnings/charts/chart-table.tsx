import { rupees } from '../earnings-view';
import { FigureTable } from '../../../components/charts/figure-table';
import type { ChartPoint } from './chart-figures';

/** The earnings charts' figures (earnings and tips by period) as the hidden table every chart has. */
export function ChartTable({ caption, nameHeader, points }: { caption: string; nameHeader: string; points: ChartPoint[] }) {
  const rows = points.map((point) => ({ name: point.longLabel, values: [rupees(point.earnings), String(point.tips)] }));
  return <FigureTable caption={caption} nameHeader={nameHeader} columns={['Earnings', 'Tips']} rows={rows} />;
}
