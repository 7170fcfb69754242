import { z } from 'zod';
import { CREATOR_TIERS } from '../../constants/creator-tiers';
import {
  customUrlProblem,
  SOCIAL_LINK_URL_MAX_LENGTH,
  SOCIAL_PLATFORMS,
  STOREFRONT_DESCRIPTION_MAX_LENGTH,
  STOREFRONT_FEATURED_MAX,
  STOREFRONT_NAME_MAX_LENGTH,
  STOREFRONT_SOCIAL_LINKS_MAX,
  STOREFRONT_THEMES,
} from '../../constants/storefront-rules';
import { CollectionSummary } from '../community/collections';
import { defineContract } from '../define-contract';
import { CreatorCard, ModelCardItem, ModelId } from '../models/model-shapes';

/** Said to anyone but its creator when there is no storefront to show (none, or its creator is below Pro or closed). */
export const STOREFRONT_NOT_FOUND = 'Storefront not found';

const CreatorId = z.string({ message: 'creatorId: must be text' }).trim().min(1, 'creatorId is required').max(64, 'creatorId is at most 64 characters');
const CustomUrl = z
  .string({ message: 'customUrl: must be text' })
  .trim()
  .max(200, 'customUrl is too long')
  .superRefine((value, ctx) => {
    const problem = customUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An https address with a host and no user name or password in it; shown as a link, never fetched. */
const SocialUrl = z
  .string({ message: 'url: must be text' })
  .trim()
  .max(SOCIAL_LINK_URL_MAX_LENGTH, `url is at most ${SOCIAL_LINK_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'url must be a full https:// address');

const SocialLink = z.strictObject({
  platform: z.enum(SOCIAL_PLATFORMS, { message: `platform: one of ${SOCIAL_PLATFORMS.join(', ')}` }),
  url: SocialUrl,
});

const BannerUrl = z.string().trim().max(300, 'bannerUrl is too long');

export const StorefrontCollection = CollectionSummary;

export const StorefrontView = z.object({
  creatorId: z.string(),
  name: z.string(),
  description: z.string(),
  customUrl: z.string().nullable(),
  theme: z.enum(STOREFRONT_THEMES),
  branding: z.object({ bannerUrl: z.string().nullable(), bannerSmallUrl: z.string().nullable() }),
  socialLinks: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  creator: CreatorCard.extend({ tier: z.enum(CREATOR_TIERS), tierLabel: z.string() }),
  /** In the creator's order, only those public now: a model made private or hidden is gone at once. */
  featuredModels: z.array(ModelCardItem),
  collections: z.array(StorefrontCollection),
  stats: z.object({ publicModels: z.number().int(), followers: z.number().int(), downloads: z.number().int() }),
  /** False while the creator is below Pro: only they (and admins) see it, with that said. */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StorefrontView = z.infer<typeof StorefrontView>;

const StorefrontInput = z.strictObject({
  name: z
    .string({ message: 'name: must be text' })
    .trim()
    .min(1, 'name is required')
    .max(STOREFRONT_NAME_MAX_LENGTH, `name is at most ${STOREFRONT_NAME_MAX_LENGTH} characters`),
  description: z
    .string({ message: 'description: must be text' })
    .trim()
    .max(STOREFRONT_DESCRIPTION_MAX_LENGTH, `description is at most ${STOREFRONT_DESCRIPTION_MAX_LENGTH} characters`)
    .default(''),
  customUrl: CustomUrl.nullable().default(null),
  theme: z.enum(STOREFRONT_THEMES, { message: `theme: one of ${STOREFRONT_THEMES.join(', ')}` }).default('classic'),
  branding: z.strictObject({ bannerUrl: BannerUrl.nullable().default(null) }).default({ bannerUrl: null }),
  featuredModels: z
    .array(ModelId, { message: 'featuredModels: must be a list of model ids' })
    .max(STOREFRONT_FEATURED_MAX, `featuredModels: at most ${STOREFRONT_FEATURED_MAX} models`)
    .refine((ids) => new Set(ids).size === ids.length, 'featuredModels: each model at most once')
    .default([]),
  socialLinks: z
    .array(SocialLink, { message: 'socialLinks: must be a list' })
    .max(STOREFRONT_SOCIAL_LINKS_MAX, `socialLinks: at most ${STOREFRONT_SOCIAL_LINKS_MAX} links`)
    .default([]),
});

/** SPEC §7 createCreatorStorefront (§3 Storefront's fields): a Pro or Elite creator's storefront, made or changed. */
export const createCreatorStorefront = defineContract({
  name: 'createCreatorStorefront',
  summary:
    `Create the caller's storefront, or change it (Pro and Elite creators): a name, a description, a custom URL (3–40 letters, digits and hyphens, unique without regard to case, not a reserved word; a changed URL keeps sending visitors on), a theme, a banner (a URL from POST /api/storefront/banner), up to ${STOREFRONT_FEATURED_MAX} of the caller's own public models to feature, and up to 6 social links (https). Errors read "Failed to create creator storefront: {reason}".`,
  access: 'user',
  rateLimit: 'community',
  failureMessage: 'Failed to create creator storefront',
  input: StorefrontInput,
  output: z.object({ success: z.literal(true), storefront: StorefrontView }),
});

/** SPEC §7 getCreatorStorefront (creatorId, customUrl): a storefront by its creator or its custom URL. */
export const getCreatorStorefront = defineContract({
  name: 'getCreatorStorefront',
  summary:
    "A storefront by its creator's id or by its custom URL (a past custom URL finds it too; `storefront.customUrl` is the current one). Anyone may see an active storefront; its creator also sees it while below Pro (`active: false`), and learns whether they can make one when they have none (`storefront: null`). Errors read \"Failed to get creator storefront: {reason}\".",
  access: 'public',
  failureMessage: 'Failed to get creator storefront',
  input: z
    .strictObject({ creatorId: CreatorId.optional(), customUrl: z.string({ message: 'customUrl: must be text' }).trim().min(1, 'customUrl is required').max(200, 'customUrl is too long').optional() })
    .refine((input) => (input.creatorId === undefined) !== (input.customUrl === undefined), 'Give either creatorId or customUrl, not both'),
  output: z.object({
    storefront: StorefrontView.nullable(),
    /** Only for the creator themself: their tier and whether it lets them have a storefront. */
    owner: z.object({ tier: z.enum(CREATOR_TIERS), tierLabel: z.string(), canHaveStorefront: z.boolean() }).nullable(),
  }),
});
