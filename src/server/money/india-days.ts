/**
 * Days as creators in India count them. India keeps one offset all year (UTC+05:30, no summer
 * time), so a day's start is plain arithmetic and needs no time-zone database; the SQL side says
 * 'Asia/Kolkata', which PostgreSQL and PGlite both know.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type Bucket = 'day' | 'week' | 'month';
export type TimeRange = '7d' | '30d' | '90d' | 'all';
export const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** YYYY-MM-DD of the day in India that `at` falls on. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian day (YYYY-MM-DD) begins. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the bucket a day is in: itself, its week's Monday (as PostgreSQL's date_trunc('week')), or its month's 1st. */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function nextBucket(start: string, bucket: Bucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The instant the Indian calendar month after the one `at` falls in begins (1 December 00:00 IST for any time in November). */
export function nextIndiaMonthStart(at: Date): Date {
  return indiaDayStart(nextBucket(bucketStart(indiaDay(at), 'month'), 'month'));
}

/** Every bucket's first day from the one holding `first` to the one holding `last`, oldest first. */
export function bucketsBetween(first: string, last: string, bucket: Bucket): string[] {
  const end = bucketStart(last, bucket);
  const starts: string[] = [];
  for (let start = bucketStart(first, bucket); start <= end; start = nextBucket(start, bucket)) starts.push(start);
  return starts;
}

/** The first day a period covers: 7d is today and the 6 days before it. Null for all time. */
export function firstDayOf(range: TimeRange, today: string): string | null {
  return range === 'all' ? null : addDays(today, 1 - RANGE_DAYS[range]);
}

/** The bucket for all time: a point a day would be unreadable past a quarter, a point a week past two years. */
export function bucketForSpan(first: string, today: string): Bucket {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
  if (days <= 90) return 'day';
  return days <= 104 * 7 ? 'week' : 'month';
}
