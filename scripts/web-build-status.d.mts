export function webBuildIsStale(root: string): boolean;
export function buildWebIfStale(root: string, options?: { force?: boolean }): Promise<number | null>;
export const SSR_ENTRY: string;
export const SSR_OUT_DIR: string;
