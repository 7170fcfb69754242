/** One bar or point of a chart, and the same as a row of its table: a name and paise (the earnings charts and the admin revenue chart). */
export interface ChartPoint {
  label: string;
  /** Said in full in the table and the tooltip ("Week of 10 Mar 2025"). */
  longLabel: string;
  earnings: number;
  tips: number;
}
