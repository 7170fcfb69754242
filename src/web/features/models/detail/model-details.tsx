import { CalendarDays, CalendarSync, FolderOpen, Scale, Tag } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { LICENCE_LABELS } from '../../../../shared/constants/model-rules';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { LocalDate } from '../../../components/ui/local-date';
import { licenceCode } from './licence-code';

type Details = Pick<ModelDetail, 'category' | 'licence' | 'tags' | 'createdAt' | 'updatedAt'>;

function Row({ icon: Icon, label, children }: { icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs text-fg-muted">
        <Icon className="absolute top-0.5 left-0 size-4 text-fg-muted" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

/** Category, licence, dates and tags: what someone checks before they download. */
export function ModelDetails({ details }: { details: Details }) {
  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="details-heading" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        Details
      </h2>
      <dl className="mt-4 space-y-4">
        <Row icon={FolderOpen} label="Category">
          {details.category}
        </Row>
        <Row icon={Scale} label="Licence">
          <span data-testid="licence">{LICENCE_LABELS[details.licence]}</span>
          {licenceCode(details.licence) && <span className="whitespace-nowrap text-fg-muted"> ({licenceCode(details.licence)})</span>}
        </Row>
        <Row icon={CalendarDays} label="Published">
          <LocalDate iso={details.createdAt} style="long" />
        </Row>
        <Row icon={CalendarSync} label="Last updated">
          <LocalDate iso={details.updatedAt} style="long" />
        </Row>
        {details.tags.length > 0 && (
          <Row icon={Tag} label="Tags">
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {details.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand">
                  {tag}
                </li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
    </section>
  );
}
