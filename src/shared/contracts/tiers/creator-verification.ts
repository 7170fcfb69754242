import { z } from 'zod';
import { defineContract } from '../define-contract';

/** SPEC §7 (verifyCreator userId, verify): an admin gives or takes away a creator's verified badge; audited. */
export const verifyCreator = defineContract({
  name: 'verifyCreator',
  summary:
    "Admins: give (`verify: true`) or take away (`verify: false`) a creator's verified badge, which shows beside their name on their profile, model cards, model pages and search results, and is `isVerified` on every public shape of them. Taking it away asks for a reason (1–500 characters), which the creator is told; giving it may carry one. Doing what is already so changes nothing. Audited. Errors read \"Failed to verify creator: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to verify creator',
  input: z
    .strictObject({
      userId: z.string({ message: 'userId: must be text' }).trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters'),
      verify: z.boolean({ message: 'verify: must be true or false' }),
      reason: z.string({ message: 'reason: must be text' }).trim().max(500, 'reason: at most 500 characters').optional(),
    })
    .refine((input) => input.verify || (input.reason ?? '').length > 0, 'reason: say why you are taking the badge away'),
  output: z.object({ success: z.literal(true), userId: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
});

export const VERIFICATION_LINKS_MAX = 5;
const Link = z
  .string({ message: 'links: each must be text' })
  .trim()
  .max(300, 'links: each at most 300 characters')
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'links: each must be a web address, such as https://www.instagram.com/yourname');

export const VerificationRequest = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  links: z.array(z.string()),
  about: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The team's reason, when they gave one (always for a decline). */
  reason: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof VerificationRequest>;

/** Issue 30 item 3: a creator asks for the verified creator badge from /creator-tier. */
export const requestCreatorVerification = defineContract({
  name: 'requestCreatorVerification',
  summary: `Ask the team for the verified creator badge: 1–${VERIFICATION_LINKS_MAX} links where your work can be seen (a shop, a portfolio, a social profile) and a few words on what you make (20–1,000 characters). Needs at least one public model; one request waits at a time, and a verified creator need not ask. Admins answer with verifyCreator, and you are told.`,
  access: 'user',
  failureMessage: 'Failed to request verification',
  input: z.strictObject({
    links: z
      .array(Link, { message: 'links: a list of web addresses' })
      .min(1, 'links: give at least one place your work can be seen')
      .max(VERIFICATION_LINKS_MAX, `links: at most ${VERIFICATION_LINKS_MAX}`)
      .refine((links) => new Set(links.map((link) => link.toLowerCase())).size === links.length, 'links: each address once'),
    about: z.string({ message: 'about: must be text' }).trim().min(20, 'about: say in a sentence or two what you make (at least 20 characters)').max(1000, 'about: at most 1,000 characters'),
  }),
  output: z.object({ success: z.literal(true), request: VerificationRequest }),
});

/** The caller's badge and their latest request, for /creator-tier. */
export const getCreatorVerification = defineContract({
  name: 'getCreatorVerification',
  summary: "Whether you carry the verified creator badge (and since when), and your latest request for it with the team's answer, if any.",
  access: 'user',
  failureMessage: 'Failed to get creator verification',
  input: z.strictObject({}).default({}),
  output: z.object({ success: z.literal(true), verified: z.boolean(), verifiedAt: z.string().nullable(), request: VerificationRequest.nullable() }),
});

/** Admins' queue of requests, newest first. */
export const listCreatorVerificationRequests = defineContract({
  name: 'listCreatorVerificationRequests',
  summary: "Admins: creators' requests for the verified badge (pending by default, or approved or declined), newest first, 20 a page, each with the creator's name, public models and downloads.",
  access: 'admin',
  failureMessage: 'Failed to list verification requests',
  input: z.strictObject({
    status: z.enum(['pending', 'approved', 'declined'], { message: 'status: pending, approved or declined' }).default('pending'),
    cursor: z.string({ message: 'cursor: must be text' }).max(200, 'cursor: is not one this server gave').optional(),
  }),
  output: z.object({
    success: z.literal(true),
    requests: z.array(
      VerificationRequest.extend({
        creator: z.object({ uid: z.string(), username: z.string().nullable(), displayName: z.string(), photoURL: z.string().nullable(), isVerified: z.boolean(), publicModels: z.number(), totalDownloads: z.number() }),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
});
