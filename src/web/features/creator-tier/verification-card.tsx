import { BadgeCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { VERIFICATION_LINKS_MAX } from '../../../shared/contracts/tiers/creator-verification';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { LocalDate } from '../../components/ui/local-date';
import { Spinner } from '../../components/ui/spinner';
import { useCreatorVerification, useRequestVerification } from './verification-api';

/** One address a line: what people paste from a browser's bar. */
function linksOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function RequestForm({ again }: { again: boolean }) {
  const request = useRequestVerification();
  const [links, setLinks] = useState('');
  const [about, setAbout] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ links: linksOf(links), about });
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-fg-muted">
        {again ? 'You may ask again. ' : ''}Tell the team where your work can be seen and what you make; they answer within a few days, and you are told.
      </p>
      <TextAreaField
        label="Links to your work"
        hint={`One a line, up to ${VERIFICATION_LINKS_MAX}: a shop, a portfolio, a social profile.`}
        value={links}
        onChange={(e) => setLinks(e.target.value)}
        rows={3}
        required
      />
      <TextAreaField label="What you make" hint="A sentence or two, 20 to 1,000 characters." value={about} onChange={(e) => setAbout(e.target.value)} maxLength={1000} rows={3} required />
      {request.isError && <Alert>{request.error.message}</Alert>}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Ask for the badge'}
      </Button>
    </form>
  );
}

/** /creator-tier's verified creator badge (issue 30 item 3, decision 077): carried, asked for, or the form to ask. */
export function VerificationCard() {
  const headingId = useId();
  const query = useCreatorVerification();
  const data = query.data;
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
          <BadgeCheck className="size-5 text-brand" aria-hidden="true" /> Verified creator badge
        </h2>
        {query.isPending && <Spinner label="Loading your verification" />}
        {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your verification." />}
        {data?.verified && data.verifiedAt && (
          <p className="text-fg">
            You carry the badge since <LocalDate iso={data.verifiedAt} style="long" />: it shows beside your name on your profile, your models and in search.
          </p>
        )}
        {data && !data.verified && data.request?.status === 'pending' && (
          <Alert tone="info">
            You asked on <LocalDate iso={data.request.createdAt} style="long" />. The team will look at your work and you will be told their answer.
          </Alert>
        )}
        {data && !data.verified && data.request?.status !== 'pending' && (
          <>
            {data.request?.status === 'declined' && (
              <p className="text-sm text-fg [overflow-wrap:anywhere]">The team declined your last request{data.request.reason ? `: ${data.request.reason}` : '.'}</p>
            )}
            {data.request?.status !== 'declined' && <p className="text-fg">A badge beside your name tells people the team has checked that your work is yours.</p>}
            <RequestForm again={data.request?.status === 'declined'} />
          </>
        )}
      </Card>
    </section>
  );
}
