import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** Shown in the form's place: the reference, said first, and where the reporter came from. */
export function ReportSuccess({ reference, email, backTo }: { reference: string; email: string; backTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="status" className="space-y-4 rounded-xl border border-border bg-surface p-6">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold text-fg focus:outline-none">
        <CheckCircle2 className="size-6 text-success" aria-hidden="true" /> Report received
      </h2>
      <p className="text-fg">
        Your reference number is <strong className="font-mono text-lg tracking-wide text-fg" data-testid="report-reference">{reference}</strong>
      </p>
      <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">We have e-mailed it to {email || 'the address on your account'}. Our moderators review every report; quote the reference if you write to us about it.</p>
      <Link to={backTo} className={buttonClasses('secondary', 'sm')}>
        Back to the page you reported
      </Link>
    </section>
  );
}
