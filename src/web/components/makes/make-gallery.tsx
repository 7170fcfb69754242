import type { MakeItem } from '../../../shared/contracts/makes/make-shapes';
import { MakeCard } from './make-card';

/** Makes as a gallery (decision 090): on a model page naming each maker, on a profile naming each model. */
export function MakeGallery({ makes, show, label }: { makes: MakeItem[]; show: 'maker' | 'model'; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {makes.map((make) => (
        <MakeCard key={make.id} make={make} show={show} />
      ))}
    </ul>
  );
}
