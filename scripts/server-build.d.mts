export const SERVER_ENTRY: string;
export const COMMAND_ENTRIES: Record<'reconcile-ledger' | 'site-backup', string>;
export function serverBuildIsStale(root: string): boolean;
export function buildServer(root: string): Promise<number>;
export function buildServerIfStale(root: string): Promise<number | null>;
