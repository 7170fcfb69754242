import { relations } from 'drizzle-orm';
import { modelFiles, modelPreviews } from './model-files';
import { models } from './models';
import { users } from './users';

/** Lets the model page load a model with its creator, files and previews in one query. */
export const modelRelations = relations(models, ({ one, many }) => ({
  creator: one(users, { fields: [models.userId], references: [users.id] }),
  files: many(modelFiles),
  previews: many(modelPreviews),
}));

export const modelFileRelations = relations(modelFiles, ({ one }) => ({
  model: one(models, { fields: [modelFiles.modelId], references: [models.id] }),
}));

export const modelPreviewRelations = relations(modelPreviews, ({ one }) => ({
  model: one(models, { fields: [modelPreviews.modelId], references: [models.id] }),
}));
