import { describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { EMPTY_PRINT_PROFILE } from '../../../../shared/constants/print-profile';
import { checkDraft, draftOfModel, emptyDraft, type ModelDraft } from './model-draft';
import { emptyPrintDraft } from './print-profile-draft';

const valid: ModelDraft = { ...emptyDraft(), title: '  Gear housing  ', description: ' A box. ', category: 'Household', tags: ['gear'] };

describe('checkDraft', () => {
  it('passes a complete draft with the text trimmed, as the server would store it', () => {
    const { details, errors } = checkDraft(valid);
    expect(errors).toEqual({});
    expect(details).toEqual({ title: 'Gear housing', description: 'A box.', category: 'Household', tags: ['gear'], licence: 'CC-BY-4.0', visibility: 'public', printProfile: EMPTY_PRINT_PROFILE });
  });

  it('names every missing field of an empty draft, and gives no details', () => {
    expect(checkDraft(emptyDraft())).toEqual({ details: null, errors: { title: 'Give your model a title.', category: 'Choose a category.' } });
  });

  it('treats a title of spaces as missing', () => {
    expect(checkDraft({ ...valid, title: '   ' }).errors.title).toBe('Give your model a title.');
  });

  it('refuses a title over 100 characters and a description over 2000, with the limits named', () => {
    expect(checkDraft({ ...valid, title: 'x'.repeat(100) }).details?.title).toHaveLength(100);
    const long = checkDraft({ ...valid, title: 'x'.repeat(101), description: 'y'.repeat(2001) });
    expect(long.details).toBeNull();
    expect(long.errors).toEqual({ title: 'Title must be at most 100 characters.', description: 'Description must be at most 2000 characters.' });
  });

  it('refuses a category that is not in the list', () => {
    expect(checkDraft({ ...valid, category: 'Spaceships' as ModelDraft['category'] }).errors).toEqual({ category: 'Choose a category.' });
  });

  it('keeps the chosen licence and visibility', () => {
    expect(checkDraft({ ...valid, licence: 'CC0', visibility: 'private' }).details).toMatchObject({ licence: 'CC0', visibility: 'private' });
  });
});

describe('draftOfModel', () => {
  const model = { title: 'Old', description: 'd', category: 'Household', tags: ['a'], licence: 'CC0', visibility: 'private', printProfile: EMPTY_PRINT_PROFILE } as ModelDetail;

  it('starts the edit form from the saved model', () => {
    expect(draftOfModel(model)).toEqual({ title: 'Old', description: 'd', category: 'Household', tags: ['a'], tagText: '', licence: 'CC0', visibility: 'private', print: emptyPrintDraft() });
  });

  it('leaves a category no longer in the list empty, so the creator must choose again', () => {
    expect(draftOfModel({ ...model, category: 'Retired category' }).category).toBe('');
  });
});

describe('the tags still typed at Publish', () => {
  const draft = { title: 'Cube', description: '', category: 'Household' as const, tags: ['a'], tagText: '', licence: 'CC0' as const, visibility: 'public' as const, print: emptyPrintDraft() };

  it('are taken with the rest', () => {
    expect(checkDraft({ ...draft, tagText: 'gears, spur' }).details?.tags).toEqual(['a', 'gears', 'spur']);
  });

  it('hold Publish when one cannot be a tag, saying which', () => {
    const checked = checkDraft({ ...draft, tagText: 'gears, !bad' });
    expect(checked.details).toBeNull();
    expect(checked.errors.tags).toBe('Tags start with a letter or digit and may contain letters, digits, spaces and - _ . + &. Fix or remove “!bad”.');
  });
});
