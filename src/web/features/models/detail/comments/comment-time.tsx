import { formatDate } from '../../../../components/ui/local-date';
import { timeAgo } from './relative-time';

/** When a comment was written: "5 minutes ago" for the last week, else the date; the full time on hover. Drawn in the browser only. */
export function CommentTime({ iso }: { iso: string }) {
  const full = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <time dateTime={iso} title={full}>
      {timeAgo(iso, Date.now()) ?? formatDate(iso, 'short')}
    </time>
  );
}
