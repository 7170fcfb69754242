import { z } from 'zod';
import { AD_SLOT_ID_PATTERN, PUBLISHER_ID_PATTERN } from '../../constants/ad-network';
import { AD_PLACEMENTS } from '../../constants/sponsored-rules';
import { defineContract } from '../define-contract';

/** The ad network's settings: on or off, the publisher, and an ad unit per placement it may fill. */
export const AdNetworkSettings = z.object({
  enabled: z.boolean(),
  publisherId: z.string().nullable(),
  slots: z.partialRecord(z.enum(AD_PLACEMENTS), z.string()),
  updatedAt: z.string().nullable(),
});
export type AdNetworkSettings = z.infer<typeof AdNetworkSettings>;

const SlotId = z
  .string({ message: 'slots: each slot id must be text' })
  .trim()
  .refine((value) => value === '' || AD_SLOT_ID_PATTERN.test(value), { message: 'a slot id is the ad unit’s 10 digits, or empty for none' });

export const getAdNetworkSettings = defineContract({
  name: 'getAdNetworkSettings',
  summary: 'Admins: the ad network (AdSense) settings: on or off, the publisher id and the ad unit (slot) of each placement it may fill.',
  access: 'admin',
  input: z.strictObject({}).default({}),
  output: z.object({ success: z.literal(true), settings: AdNetworkSettings }),
});

export const updateAdNetworkSettings = defineContract({
  name: 'updateAdNetworkSettings',
  summary:
    "Admins: set the ad network's publisher id (ca-pub- and 16 digits), its slot per placement (10 digits; empty for none) and whether it is on. Audited. Every server node serves and allows the network's script by it within seconds. Switched on, it fills a placement no sponsored card fills for visitors who allowed marketing cookies.",
  access: 'admin',
  input: z
    .strictObject({
      enabled: z.boolean({ message: 'enabled: true or false' }),
      publisherId: z
        .string({ message: 'publisherId: must be text' })
        .trim()
        .refine((value) => value === '' || PUBLISHER_ID_PATTERN.test(value), { message: 'publisherId: the AdSense publisher id, ca-pub- followed by 16 digits' }),
      slots: z.partialRecord(z.enum(AD_PLACEMENTS, { message: 'slots: only the eight placements have slots' }), SlotId, { message: 'slots: a slot id per placement' }),
    })
    .refine((input) => !input.enabled || input.publisherId !== '', { message: 'publisherId: the network cannot be switched on without a publisher id', path: ['publisherId'] })
    .refine((input) => !input.enabled || Object.values(input.slots).some((slot) => slot !== ''), { message: 'slots: the network cannot be switched on without a slot for at least one placement', path: ['slots'] }),
  output: z.object({ success: z.literal(true), settings: AdNetworkSettings }),
});
