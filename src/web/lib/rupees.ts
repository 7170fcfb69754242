import { formatRupees } from '../../shared/money/format-rupees';

/** Every amount on the money pages in rupees with paise, so ₹212.50 and ₹0.00 read alike in every card and row. */
export function rupees(paise: number): string {
  return formatRupees(paise, { paise: 'always' });
}
