export function webBuildIsStale(root: string): boolean;
export function buildWebIfStale(root: string, options?: { force?: boolean }): Promise<number | null>;
