import { formatCount } from './indian-numbers';

export interface ModelTotal {
  count: number;
  /** False past the server's counting limit: the count is then a lower bound. */
  exact: boolean;
}

/** "1,234 models", "1,000+ models" past the counting limit, "1 model". */
export function modelsText(total: ModelTotal): string {
  if (!total.exact) return `${formatCount(total.count)}+ models`;
  return `${formatCount(total.count)} ${total.count === 1 ? 'model' : 'models'}`;
}
