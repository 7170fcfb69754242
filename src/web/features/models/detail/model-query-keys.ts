/**
 * Cache keys for model data in one place, so whatever changes a model (edit, delete, share) can
 * refresh every screen that shows it.
 */
export const modelKeys = {
  all: ['model'] as const,
  detail: (modelId: string) => ['model', modelId] as const,
  related: (modelId: string) => ['model', modelId, 'related'] as const,
  mine: ['my-models'] as const,
};
