import { ModelCategoryField, ModelDescription, ModelTitle } from '../../../../shared/constants/model-fields';
import {
  DEFAULT_LICENCE,
  type Licence,
  type ModelCategory,
  type ModelMetadata,
  type Visibility,
} from '../../../../shared/constants/model-rules';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { checkPrintDraft, emptyPrintDraft, printDraftOf, type PrintDraft, type PrintDraftField } from './print-profile-draft';
import { takeTagText } from './tag-text';

/** What the details form edits; the same fields createModel and updateModel take. */
export interface ModelDraft {
  title: string;
  description: string;
  /** Empty until the creator picks one: there is no sensible default category. */
  category: ModelCategory | '';
  tags: string[];
  /** Typed in the tags box but not yet a tag: Publish takes it, or refuses with the reason. */
  tagText: string;
  licence: Licence;
  visibility: Visibility;
  /** How it was printed (decision 092); every field may stay empty. */
  print: PrintDraft;
}

export type DraftField = 'title' | 'description' | 'category' | 'tags' | PrintDraftField;
export type DraftErrors = Partial<Record<DraftField, string>>;

export type ModelDetailsInput = ModelMetadata;

export function emptyDraft(): ModelDraft {
  return { title: '', description: '', category: '', tags: [], tagText: '', licence: DEFAULT_LICENCE, visibility: 'public', print: emptyPrintDraft() };
}

export function draftOfModel(model: ModelDetail): ModelDraft {
  const category = ModelCategoryField.safeParse(model.category);
  return {
    title: model.title,
    description: model.description,
    category: category.success ? category.data : '',
    tags: model.tags,
    tagText: '',
    licence: model.licence,
    visibility: model.visibility,
    print: printDraftOf(model.printProfile),
  };
}

/** The same rules as the server's contract, with messages that name the field for the form. */
export function checkDraft(draft: ModelDraft): { details: ModelDetailsInput | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = ModelTitle.safeParse(draft.title);
  if (!title.success) errors.title = draft.title.trim() ? 'Title must be at most 100 characters.' : 'Give your model a title.';
  const description = ModelDescription.safeParse(draft.description);
  if (!description.success) errors.description = 'Description must be at most 2000 characters.';
  const category = ModelCategoryField.safeParse(draft.category);
  if (!category.success) errors.category = 'Choose a category.';
  // What is still typed in the tags box is meant as tags: taken, or the reason it cannot be.
  const tags = takeTagText(draft.tagText, draft.tags);
  if (tags.refusal) errors.tags = `${tags.refusal} Fix or remove “${tags.rest}”.`;
  const print = checkPrintDraft(draft.print);
  Object.assign(errors, print.errors);
  if (!title.success || !description.success || !category.success || tags.refusal || !print.profile) return { details: null, errors };
  return {
    details: { title: title.data, description: description.data, category: category.data, tags: tags.tags, licence: draft.licence, visibility: draft.visibility, printProfile: print.profile },
    errors,
  };
}
