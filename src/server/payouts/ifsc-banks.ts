/**
 * The bank an IFSC belongs to, from its first four letters (RBI assigns each bank one prefix). Only
 * banks whose prefix we are sure of are listed: a wrong name beside an account number would make a
 * creator doubt a right one. An unknown prefix is still a valid IFSC; it just shows no name.
 */
const BANKS_BY_IFSC_PREFIX: Readonly<Record<string, string>> = {
  // Public sector banks
  SBIN: 'State Bank of India',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  BKID: 'Bank of India',
  CBIN: 'Central Bank of India',
  IOBA: 'Indian Overseas Bank',
  UCBA: 'UCO Bank',
  MAHB: 'Bank of Maharashtra',
  PSIB: 'Punjab & Sind Bank',
  // Private sector banks
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
  FDRL: 'Federal Bank',
  IBKL: 'IDBI Bank',
  RATN: 'RBL Bank',
  BDBL: 'Bandhan Bank',
  DCBL: 'DCB Bank',
  SIBL: 'South Indian Bank',
  KVBL: 'Karur Vysya Bank',
  CIUB: 'City Union Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  KARB: 'Karnataka Bank',
  CSBK: 'CSB Bank',
  DLXB: 'Dhanlaxmi Bank',
  JAKA: 'Jammu & Kashmir Bank',
  NTBL: 'Nainital Bank',
  // Small finance and payments banks
  AUBL: 'AU Small Finance Bank',
  ESFB: 'Equitas Small Finance Bank',
  UJVN: 'Ujjivan Small Finance Bank',
  JSFB: 'Jana Small Finance Bank',
  SURY: 'Suryoday Small Finance Bank',
  AIRP: 'Airtel Payments Bank',
  PYTM: 'Paytm Payments Bank',
  IPOS: 'India Post Payments Bank',
  FINO: 'Fino Payments Bank',
  // Foreign banks in India
  SCBL: 'Standard Chartered Bank',
  CITI: 'Citibank',
  HSBC: 'HSBC',
  DBSS: 'DBS Bank India',
  DEUT: 'Deutsche Bank',
  // Large co-operative banks
  SRCB: 'Saraswat Co-operative Bank',
  COSB: 'Cosmos Co-operative Bank',
  SVCB: 'SVC Co-operative Bank',
  ABHY: 'Abhyudaya Co-operative Bank',
  TJSB: 'TJSB Sahakari Bank',
  NKGS: 'NKGSB Co-operative Bank',
};

/** The bank's name for an IFSC already checked against IFSC_PATTERN, or null when its prefix is not listed. */
export function bankNameForIfsc(ifsc: string): string | null {
  return BANKS_BY_IFSC_PREFIX[ifsc.slice(0, 4).toUpperCase()] ?? null;
}
