import { ShieldBan, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { IpRuleItem } from '../../../shared/contracts/security/ip-rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage, refusedFields } from '../../lib/api-client';
import { useAllowIp, useBlockIp } from './security-api';
import {
  allowInput,
  blockInput,
  EMPTY_ALLOW_DRAFT,
  EMPTY_BLOCK_DRAFT,
  errorField,
  hoursHint,
  IP_RULE_HOURS_MAX,
  savedText,
  type AllowDraft,
  type BlockDraft,
  type BlockType,
} from './security-view';

const IP_HINT = 'One address (203.0.113.7) or a range (203.0.113.0/24); IPv6 too.';
const BLOCK_FIELDS = ['ip', 'reason', 'type', 'hours'] as const;
const ALLOW_FIELDS = ['ip', 'description', 'hours'] as const;

/** The expiry the server set, in the viewer's zone (these lines only appear after a click, never in the server's render). */
function expiryOf(rule: IpRuleItem): string | null {
  return rule.expiresAt ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(rule.expiresAt)) : null;
}

/**
 * The server's refusal in its words (people-message.ts takes out the field's code name), next to the
 * form; the field it named is marked invalid, described by it, and given focus.
 */
function useServerError<F extends string>(fields: readonly F[], idPrefix: string) {
  const [refusal, setRefusal] = useState<{ message: string; field: F | null } | null>(null);
  const message = refusal?.message ?? null;
  const field = refusal?.field ?? null;
  const alertId = `${idPrefix}-error`;
  const describe = (name: F, hint: boolean) => {
    const ids = [hint ? `${idPrefix}-${name}-hint` : '', field === name ? alertId : ''].filter(Boolean).join(' ');
    return { id: `${idPrefix}-${name}`, 'aria-invalid': field === name ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const fail = (error: unknown) => {
    const named = errorField(refusedFields(error), fields);
    setRefusal({ message: errorMessage(error), field: named });
    // After React has drawn the invalid state, so a screen reader reads the field with its error.
    if (named) requestAnimationFrame(() => document.getElementById(`${idPrefix}-${named}`)?.focus());
  };
  const alert = message ? (
    <Alert className="[overflow-wrap:anywhere]">
      <span id={alertId}>{message}</span>
    </Alert>
  ) : null;
  return { describe, fail, clear: () => setRefusal(null), alert };
}

function FormCard({ id, title, icon, lead, onSubmit, children }: { id: string; title: string; icon: ReactNode; lead: string; onSubmit(event: FormEvent): void; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4 rounded-2xl border border-border bg-surface p-4" noValidate>
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-fg">
          {icon}
          {title}
        </h2>
        <p className="text-sm text-fg-muted">{lead}</p>
      </div>
      {children}
    </form>
  );
}

/** blockIP: refuse an address or range on every server from its next request. */
export function BlockForm() {
  const block = useBlockIp();
  const [draft, setDraft] = useState<BlockDraft>(EMPTY_BLOCK_DRAFT);
  const [done, setDone] = useState<string | null>(null);
  const error = useServerError(BLOCK_FIELDS, 'block');
  const ipBox = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    error.clear();
    block.mutate(blockInput(draft), {
      onSuccess: ({ rule }) => {
        setDraft(EMPTY_BLOCK_DRAFT);
        setDone(savedText(rule, expiryOf(rule)));
        ipBox.current?.focus();
      },
      onError: error.fail,
    });
  }

  return (
    <FormCard id="block" title="Block an address" icon={<ShieldBan className="size-5 text-danger" aria-hidden="true" />} lead="Every request from it gets “Access from your network has been blocked.”" onSubmit={submit}>
      <Field ref={ipBox} label="IP address or range" hint={IP_HINT} value={draft.ip} onChange={(e) => setDraft({ ...draft, ip: e.target.value })} maxLength={60} autoComplete="off" spellCheck={false} {...error.describe('ip', true)} />
      <Field label="Reason" hint="Other admins read this in the list." value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.target.value })} maxLength={500} {...error.describe('reason', true)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value as BlockType })} {...error.describe('type', false)}>
          <option value="blocked">Blocked</option>
          <option value="temporary">Temporary</option>
        </SelectField>
        <Field label="Hours (optional)" hint={hoursHint(draft.type)} type="number" inputMode="numeric" min={1} max={IP_RULE_HOURS_MAX} step={1} value={draft.hours} onChange={(e) => setDraft({ ...draft, hours: e.target.value })} {...error.describe('hours', true)} />
      </div>
      {error.alert}
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" variant="danger" disabled={block.isPending}>
        {block.isPending ? 'Blocking…' : 'Block'}
      </Button>
    </FormCard>
  );
}

/** whitelistIP: always let an address or range in, past the block list and the request limit. */
export function AllowForm() {
  const allow = useAllowIp();
  const [draft, setDraft] = useState<AllowDraft>(EMPTY_ALLOW_DRAFT);
  const [done, setDone] = useState<string | null>(null);
  const error = useServerError(ALLOW_FIELDS, 'allow');
  const ipBox = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    error.clear();
    allow.mutate(allowInput(draft), {
      onSuccess: ({ rule }) => {
        setDraft(EMPTY_ALLOW_DRAFT);
        setDone(savedText(rule, expiryOf(rule)));
        ipBox.current?.focus();
      },
      onError: error.fail,
    });
  }

  return (
    <FormCard id="allow" title="Always allow an address" icon={<ShieldCheck className="size-5 text-success" aria-hidden="true" />} lead="An office or a monitoring service: let in whatever the block list says, without the request limit." onSubmit={submit}>
      <Field ref={ipBox} label="IP address or range" hint={IP_HINT} value={draft.ip} onChange={(e) => setDraft({ ...draft, ip: e.target.value })} maxLength={60} autoComplete="off" spellCheck={false} {...error.describe('ip', true)} />
      <Field label="Description" hint="Whose address it is." value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} maxLength={500} {...error.describe('description', true)} />
      <Field label="Hours (optional)" hint={hoursHint('allowed')} type="number" inputMode="numeric" min={1} max={IP_RULE_HOURS_MAX} step={1} value={draft.hours} onChange={(e) => setDraft({ ...draft, hours: e.target.value })} {...error.describe('hours', true)} />
      {error.alert}
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" disabled={allow.isPending}>
        {allow.isPending ? 'Saving…' : 'Always allow'}
      </Button>
    </FormCard>
  );
}
