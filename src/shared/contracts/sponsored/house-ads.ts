import { z } from 'zod';
import { HOUSE_AD_BODY_MAX, HOUSE_AD_LINK_MAX, HOUSE_AD_TITLE_MAX, HOUSE_ADS_MAX } from '../../constants/ad-network';
import { AD_PLACEMENTS } from '../../constants/sponsored-rules';
import { defineContract } from '../define-contract';

/** A house ad as admins see it. */
export const HouseAd = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on this site: a house ad never leads off it. */
  linkPath: z.string(),
  /** The public model whose cover it shows, if any. */
  imageModelId: z.string().nullable(),
  imageModelTitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  placements: z.array(z.enum(AD_PLACEMENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HouseAd = z.infer<typeof HouseAd>;

const HouseAdId = z.string({ message: 'houseAdId: must be text' }).trim().min(1, 'houseAdId: which house ad').max(64, 'houseAdId is at most 64 characters');

const fields = {
  title: z.string({ message: 'title: must be text' }).trim().min(1, 'title: give the ad a title').max(HOUSE_AD_TITLE_MAX, `title is at most ${HOUSE_AD_TITLE_MAX} characters`),
  body: z.string({ message: 'body: must be text' }).trim().max(HOUSE_AD_BODY_MAX, `body is at most ${HOUSE_AD_BODY_MAX} characters`).default(''),
  linkPath: z.string({ message: 'linkPath: must be text' }).trim().min(1, 'linkPath: the page on this site it leads to, such as /explore').max(HOUSE_AD_LINK_MAX, `linkPath is at most ${HOUSE_AD_LINK_MAX} characters`),
  imageModelId: z.string({ message: 'imageModelId: must be text' }).trim().max(64, 'imageModelId is at most 64 characters').nullable().default(null),
  placements: z
    .array(z.enum(AD_PLACEMENTS, { message: `placements: each one of ${AD_PLACEMENTS.join(', ')}` }), { message: 'placements: a list of placements' })
    .min(1, 'placements: choose at least one placement it may fill')
    .max(AD_PLACEMENTS.length, `placements: at most ${AD_PLACEMENTS.length}`)
    .transform((list) => AD_PLACEMENTS.filter((placement) => list.includes(placement))),
  active: z.boolean({ message: 'active: true or false' }).default(true),
};

export const listHouseAds = defineContract({
  name: 'listHouseAds',
  summary: `Admins: every house ad (at most ${HOUSE_ADS_MAX}), newest first.`,
  access: 'admin',
  input: z.strictObject({}).default({}),
  output: z.object({ success: z.literal(true), houseAds: z.array(HouseAd) }),
});

export const createHouseAd = defineContract({
  name: 'createHouseAd',
  summary: `Admins: a house ad, shown (marked Ad) where no sponsored card fills a placement it may fill and the ad network does not: a title, a short text, a path on this site it leads to (never off it), optionally a public model whose cover it shows, its placements and whether it is on. Audited; at most ${HOUSE_ADS_MAX}. Nothing about a house ad moves money.`,
  access: 'admin',
  input: z.strictObject(fields),
  output: z.object({ success: z.literal(true), houseAd: HouseAd }),
});

export const updateHouseAd = defineContract({
  name: 'updateHouseAd',
  summary: 'Admins: change a house ad (all its fields at once, as createHouseAd takes them), or switch it on or off. Audited with what it was before.',
  access: 'admin',
  input: z.strictObject({ houseAdId: HouseAdId, ...fields }),
  output: z.object({ success: z.literal(true), houseAd: HouseAd }),
});

export const deleteHouseAd = defineContract({
  name: 'deleteHouseAd',
  summary: 'Admins: remove a house ad for good. Audited with what it was.',
  access: 'admin',
  input: z.strictObject({ houseAdId: HouseAdId }),
  output: z.object({ success: z.literal(true) }),
});
