export function precompressAssets(dir: string): Promise<number>;
