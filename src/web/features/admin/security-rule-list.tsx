import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { IpRuleItem } from '../../../shared/contracts/security/ip-rules';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { useRemoveIpRule } from './security-api';
import { removeConfirmText, ruleAuthor } from './security-view';

/** Removing a rule changes who gets in on every server at once, so it is asked once more; a refusal shows as the server words it. */
function RemoveDialog({ rule, onClose, onDone, returnFocusTo }: { rule: IpRuleItem; onClose(): void; onDone(text: string): void; returnFocusTo(): HTMLElement | null }) {
  const remove = useRemoveIpRule();
  const text = removeConfirmText(rule);
  async function confirm() {
    try {
      await remove.mutateAsync(rule.id);
      onDone(text.done);
    } catch {
      // Shown from remove.error below.
    }
  }
  return (
    <Dialog open onOpenChange={(next) => !next && !remove.isPending && onClose()} title={text.title} description={text.description} returnFocusTo={returnFocusTo}>
      {remove.isError && <Alert className="mb-4">{errorMessage(remove.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </Dialog>
  );
}

function RuleRow({ rule, onRemove }: { rule: IpRuleItem; onRemove(): void }) {
  const author = rule.createdBy;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-mono text-base font-semibold break-all text-fg">{rule.cidr}</p>
        <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{rule.reason}</p>
        <p className="text-fg-muted">
          By{' '}
          {author ? (
            <Link to={`/profile/${encodeURIComponent(author.uid)}`} className="text-brand underline underline-offset-2 hover:text-brand-hover">
              {ruleAuthor(rule)}
            </Link>
          ) : (
            ruleAuthor(rule)
          )}{' '}
          · <LocalDateTime iso={rule.createdAt} /> ·{' '}
          {rule.expiresAt ? (
            <>
              expires <LocalDateTime iso={rule.expiresAt} />
            </>
          ) : (
            'until removed'
          )}
        </p>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0 self-start" onClick={onRemove} aria-label={`Remove ${rule.cidr}`}>
        <Trash2 className="size-4" aria-hidden="true" />
        Remove
      </Button>
    </li>
  );
}

/** One of the two lists (blocked, always allowed), newest first, each rule with its way out. */
export function SecurityRuleList({ id, title, rules, empty }: { id: string; title: string; rules: IpRuleItem[]; empty: string }) {
  const [removing, setRemoving] = useState<IpRuleItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A removed rule leaves the list with its button: focus then goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
        {title} <span className="text-base font-normal text-fg-muted">({rules.length})</span>
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className={notice ? 'rounded-lg border border-success/40 px-4 py-3 text-sm text-success' : 'sr-only'}>
        {notice}
      </div>
      {rules.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {rules.map((rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              onRemove={() => {
                setNotice(null);
                setRemoving(rule);
              }}
            />
          ))}
        </ul>
      )}
      {removing && (
        <RemoveDialog
          key={removing.id}
          rule={removing}
          onClose={() => setRemoving(null)}
          returnFocusTo={() => heading.current}
          onDone={(text) => {
            setRemoving(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
