const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as people read rupees, in Indian grouping: ₹250, ₹212.50, ₹1,00,000. `paise: 'always'` keeps two decimals on whole rupees too. */
export function formatRupees(paise: number, options: { paise?: 'always' | 'when-any' } = {}): string {
  const rupees = paise / 100;
  const sign = rupees < 0 ? '-' : '';
  const showPaise = options.paise === 'always' || !Number.isInteger(rupees);
  return `${sign}₹${(showPaise ? withPaise : whole).format(Math.abs(rupees))}`;
}
