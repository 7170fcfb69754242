import type { CleanupPreview, CleanupTask } from '../../../shared/contracts/accounts/cleanup';
import { formatBytes } from '../../lib/format-bytes';

export interface TaskView {
  task: CleanupTask;
  title: string;
  what: string;
  count: number;
  /** "3 files, 1.5 MB" */
  summary: string;
  sample: string[];
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The three tasks as the page lists them, each with what its dry run found. */
export function taskViews(preview: CleanupPreview, unverifiedDays: number): TaskView[] {
  const { orphanedFiles, abandonedUploads, unverifiedAccounts } = preview;
  return [
    {
      task: 'orphaned-files',
      title: 'Orphaned files',
      what: 'Stored model files, previews and avatars that no model or account claims, left by crashes or failed deletions.',
      count: orphanedFiles.count,
      summary: `${plural(orphanedFiles.count, 'file', 'files')}, ${formatBytes(orphanedFiles.bytes)}`,
      sample: orphanedFiles.sample,
    },
    {
      task: 'abandoned-uploads',
      title: 'Abandoned uploads',
      what: 'Uploads started or finished but never published, older than their expiry.',
      count: abandonedUploads.count,
      summary: `${plural(abandonedUploads.count, 'upload', 'uploads')}, ${formatBytes(abandonedUploads.bytes)}`,
      sample: [],
    },
    {
      task: 'unverified-accounts',
      title: 'Unverified accounts',
      what: `Accounts whose e-mail was never verified in ${unverifiedDays} days and that hold nothing: no models, no money, no payments.`,
      count: unverifiedAccounts.count,
      summary: plural(unverifiedAccounts.count, 'account', 'accounts'),
      sample: unverifiedAccounts.sample.map((a) => `${a.displayName} <${a.email}>`),
    },
  ];
}
