import { useState } from 'react';
import { HOUSE_AD_BODY_MAX, HOUSE_AD_LINK_MAX, HOUSE_AD_TITLE_MAX } from '../../../shared/constants/ad-network';
import { AD_PLACEMENTS, type AdPlacement } from '../../../shared/constants/sponsored-rules';
import type { HouseAd } from '../../../shared/contracts/sponsored/house-ads';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextAreaField } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { PLACEMENT_LABELS } from '../../lib/sponsored-text';
import { useSaveHouseAd } from './ad-settings-api';

/** A pasted model address (/model/{slug}/{id}) gives its id; anything else is taken as the id itself. */
function modelIdFrom(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const path = trimmed.match(/\/model\/(?:[^/?#]+\/)?([^/?#]+)\/?(?:[?#].*)?$/);
  return path ? decodeURIComponent(path[1]!) : trimmed;
}

/** Makes a house ad, or changes one (given `ad`); the server checks the link stays on the site. */
export function HouseAdForm({ ad, onDone }: { ad?: HouseAd; onDone: () => void }) {
  const save = useSaveHouseAd();
  const [title, setTitle] = useState(ad?.title ?? '');
  const [body, setBody] = useState(ad?.body ?? '');
  const [linkPath, setLinkPath] = useState(ad?.linkPath ?? '');
  const [picture, setPicture] = useState(ad?.imageModelId ?? '');
  const [placements, setPlacements] = useState<AdPlacement[]>(ad?.placements ?? []);
  const [active, setActive] = useState(ad?.active ?? true);
  const name = ad ? `Change “${ad.title}”` : 'New house ad';
  return (
    <form
      aria-label={name}
      className="space-y-4 rounded-xl border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ houseAdId: ad?.id, title, body, linkPath, imageModelId: modelIdFrom(picture), placements, active }, { onSuccess: onDone });
      }}
    >
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={HOUSE_AD_TITLE_MAX} required />
      <TextAreaField label="Text" hint={`${body.length}/${HOUSE_AD_BODY_MAX}`} value={body} onChange={(e) => setBody(e.target.value)} maxLength={HOUSE_AD_BODY_MAX} rows={2} />
      <Field label="Leads to" hint="A page of this site, as a path: /explore, /upload, /sponsored…" value={linkPath} onChange={(e) => setLinkPath(e.target.value)} maxLength={HOUSE_AD_LINK_MAX} placeholder="/explore" spellCheck={false} required />
      <Field label="Picture (optional)" hint="A public model’s address or id: its cover is shown." value={picture} onChange={(e) => setPicture(e.target.value)} spellCheck={false} autoComplete="off" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-fg">Where it may show</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {AD_PLACEMENTS.map((placement) => (
            <label key={placement} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={placements.includes(placement)}
                onChange={(e) => setPlacements((now) => (e.target.checked ? [...now, placement] : now.filter((each) => each !== placement)))}
              />
              {PLACEMENT_LABELS[placement]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="size-4 accent-brand" />
        On: shown where it may show
      </label>
      {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {ad ? 'Save house ad' : 'Add house ad'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
