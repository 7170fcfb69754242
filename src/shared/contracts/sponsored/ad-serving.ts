import { z } from 'zod';
import { AD_PLACEMENTS, ADS_PER_REQUEST_MAX } from '../../constants/sponsored-rules';
import { defineContract } from '../define-contract';
import { CampaignId } from './sponsored-placements';

const Placement = z.enum(AD_PLACEMENTS, { message: `placement: one of ${AD_PLACEMENTS.join(', ')}` });

/** A sponsored card: always shown marked "Sponsored", leading to the model's own page. */
export const SponsoredAd = z.object({
  /** The campaign's id: what trackAdImpression and trackAdClick are given. */
  id: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  modelId: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  targetUrl: z.string(),
  creatorName: z.string(),
  sponsored: z.literal(true),
});
export type SponsoredAd = z.infer<typeof SponsoredAd>;

/** A house ad as a page shows it: marked "Ad", leading to a page of this site. */
export const HouseAdCard = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  linkPath: z.string(),
  imageUrl: z.string().nullable(),
  house: z.literal(true),
});
export type HouseAdCard = z.infer<typeof HouseAdCard>;

/**
 * What fills the places sponsored cards leave (decision 084). The page shows the network's slot
 * only if the visitor's stored consent allows marketing cookies (the server cannot know it), and
 * the house ads otherwise.
 */
export const AdFill = z.object({
  network: z.object({ publisherId: z.string(), slotId: z.string() }).nullable(),
  houseAds: z.array(HouseAdCard),
});
export type AdFill = z.infer<typeof AdFill>;

/** SPEC §7 getAdsForPlacement (placement, limit 5). */
export const getAdsForPlacement = defineContract({
  name: 'getAdsForPlacement',
  summary: `Sponsored cards for one placement, at most ${ADS_PER_REQUEST_MAX} (limit): chosen at random among the approved, running campaigns that still have budget for one more unit and whose model is public, for the viewer's audience (everyone, members or visitors), never two of one model. Each is marked sponsored and leads to the model's own page. When they are fewer than the limit, fill says what fills the rest: the ad network's slot for the placement when the network is on and has one (shown only to visitors who allowed marketing cookies), and house ads for the placement drawn at random (shown otherwise); null when the sponsored cards fill it.`,
  access: 'public',
  input: z.strictObject({
    placement: Placement,
    limit: z.number({ message: 'limit: a number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(ADS_PER_REQUEST_MAX, `limit: at most ${ADS_PER_REQUEST_MAX}`).default(ADS_PER_REQUEST_MAX),
  }),
  output: z.object({ success: z.literal(true), ads: z.array(SponsoredAd), fill: AdFill.nullable() }),
});

/**
 * SPEC §7 (adId, placement, modelId, userId). Who is counted is the session or the first-party
 * visitor id, never the userId a request names; it is taken and left unread.
 */
const TrackInput = z.strictObject({
  adId: CampaignId,
  placement: Placement,
  modelId: z.string({ message: 'modelId: must be text' }).trim().max(64, 'modelId is at most 64 characters').optional(),
  userId: z.string({ message: 'userId: must be text' }).max(64, 'userId is at most 64 characters').nullable().optional(),
});
const TrackOutput = z.object({ success: z.boolean(), counted: z.boolean() });

const COUNTING =
  "once per viewer, campaign and day (signed in by account, otherwise by the first-party visitor id), and never for the campaign's own creator or a crawler. Who is counted is the session, not the userId given. A cpm campaign spends its unit price at each counted impression, a cpc one at each counted click, never past its budget on any number of nodes; the campaign stops at the first unit it cannot pay. A failure to count answers success false (SPEC §8).";

export const trackAdImpression = defineContract({
  name: 'trackAdImpression',
  summary: `Count that a sponsored card was seen (the page calls it once half the card has been in view for a second): ${COUNTING}`,
  access: 'public',
  input: TrackInput,
  output: TrackOutput,
});

export const trackAdClick = defineContract({
  name: 'trackAdClick',
  summary: `Count a click on a sponsored card: ${COUNTING}`,
  access: 'public',
  input: TrackInput,
  output: TrackOutput,
});
