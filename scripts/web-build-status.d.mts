export function webBuildIsStale(root: string): boolean;
export function buildWebIfStale(root: string): Promise<number | null>;
