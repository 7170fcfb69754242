import { Download, HeartHandshake, ShieldCheck, Upload } from 'lucide-react';
import type { ComponentType } from 'react';

const POINTS: { icon: ComponentType<{ className?: string }>; title: string; text: string }[] = [
  { icon: Upload, title: 'Share what you make', text: 'Upload STL, OBJ, 3MF, GLB and more, with preview images, a licence you choose and your own storefront.' },
  { icon: Download, title: 'Find and download', text: 'Browse models from the community, look at them in 3D before you download, and print or render them.' },
  { icon: HeartHandshake, title: 'Support creators', text: 'Tip the people whose work you love in rupees over UPI. Creators receive 85% of every tip.' },
  { icon: ShieldCheck, title: 'Safe by design', text: 'Private models stay private, counts cannot be faked, and your e-mail and payout details are never shown to others.' },
];

export function WhyMeshmandi() {
  return (
    <section aria-labelledby="why-heading" className="border-t border-border bg-surface-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-heading" className="text-center text-2xl font-bold text-fg">
          Why Meshmandi
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-5">
              <Icon className="size-7 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
