/**
 * A coordinate for the text formats: a float32 needs nine significant digits to come back exactly,
 * and an exact round trip keeps distinct vertices distinct and shared ones shared.
 */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  return String(Number(value.toPrecision(9)));
}
