import type { RemixTreeNode } from '../../../../shared/contracts/remixes/remixes';
import { ModelCard } from '../../../components/model-card/model-card';

interface RemixGenerationProps {
  id: string;
  title: string;
  nodes: RemixTreeNode[];
  /** How a node's links read: "Remix of" below the model, "Remixed into" above it. */
  linkWord: string;
  titles: ReadonlyMap<string, string>;
  /** Models of this generation that are the family's originals. */
  originals?: ReadonlySet<string>;
}

/** One generation of a remix family: its cards, each saying which models of the next generation in it is linked to. */
export function RemixGeneration({ id, title, nodes, linkWord, titles, originals }: RemixGenerationProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-fg">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {nodes.map(({ model, linkedTo }) => (
          <li key={model.id} className="flex flex-col gap-1.5">
            <ModelCard model={model} className="w-full" />
            <p className="text-xs text-fg-muted">
              {originals?.has(model.id) && <strong className="font-semibold text-fg">Original · </strong>}
              {linkWord} {linkedTo.map((other) => titles.get(other) ?? 'a model').join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
