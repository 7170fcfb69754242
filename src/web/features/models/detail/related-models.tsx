import { ModelCard } from '../../../components/model-card/model-card';
import { useRelatedModels } from '../api/get-related-models';

/** "More like this" under the model; a nice-to-have, so while it loads or if it fails it takes no room. */
export function RelatedModels({ modelId }: { modelId: string }) {
  const query = useRelatedModels(modelId);
  const models = query.data?.models ?? [];
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-14 border-t border-border pt-10">
      <h2 id="related-heading" className="text-xl font-bold text-fg">
        More like this
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {models.map((model) => (
          <li key={model.id} className="flex">
            <ModelCard model={model} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
