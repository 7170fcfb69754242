/** The backup domain's door (decision 087): a whole site into a folder and back; `npm run backup` / `npm run restore` drive it. */
export { backupSite } from './backup-site';
export type { BackupOptions } from './backup-site';
export { restoreSite } from './restore-site';
export type { RestoreOptions } from './restore-site';
export type { BackupManifest, BackedUpObject } from './backup-manifest';
