import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ModelCardItem } from '../../../shared/contracts/models/model-shapes';
import { ModelCard } from '../../components/model-card/model-card';
import { ModelCardSkeleton } from '../../components/model-card/model-card-skeleton';
import { cn } from '../../components/ui/cn';
import { HomeSection } from './home-section';

/** Cards per row on wide screens; narrower screens show the first half as two rows of two. */
const ROW = 8;
const NARROW = 4;

interface ModelRowSectionProps {
  id: string;
  title: string;
  description: string;
  /** Undefined while loading: the section keeps its shape with grey cards. */
  models: ModelCardItem[] | undefined;
  /** The explore address listing the whole set, and what it lists ("trending models"). */
  seeAll?: { href: string; what: string };
}

/** A titled grid of model cards on the home page, with a "See all" link into explore. Empty sections are left out. */
export function ModelRowSection({ id, title, description, models, seeAll }: ModelRowSectionProps) {
  if (models?.length === 0) return null;
  const items = models ?? Array.from({ length: ROW }, () => null);
  return (
    <HomeSection
      id={id}
      title={title}
      description={description}
      action={
        seeAll && (
          <Link to={seeAll.href} className="inline-flex shrink-0 items-center gap-1 rounded-md px-1 py-1 font-medium text-brand hover:underline">
            See all<span className="sr-only"> {seeAll.what}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )
      }
    >
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {items.slice(0, ROW).map((model, index) => (
          <li key={model?.id ?? index} className={cn('flex', index >= NARROW && 'hidden lg:flex')} aria-hidden={model ? undefined : true}>
            {model ? <ModelCard model={model} className="w-full" /> : <ModelCardSkeleton className="w-full" />}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
