import { z } from 'zod';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_REASONS,
  REPORT_URL_MAX,
  REPORTER_EMAIL_MAX,
  REPORTER_EMAIL_MIN,
} from '../../constants/report-rules';
import { defineContract } from '../define-contract';

export const getReportChallenge = defineContract({
  name: 'getReportChallenge',
  summary:
    'A signed proof-of-work challenge for submitReport, good for 10 minutes and one report: find a nonce so that sha256(challenge + nonce) starts with `bits` zero bits (decision 040).',
  access: 'public',
  input: z.strictObject({}).default({}),
  output: z.object({ challenge: z.string(), bits: z.number().int(), expiresAt: z.string() }),
});

/** The DMCA notice's required statements (17 U.S.C. § 512(c)(3)); required for copyright reports. */
export const DmcaStatements = z.strictObject({
  copyrightedWork: z
    .string({ message: 'describe the work you own' })
    .trim()
    .min(3, 'describe the work you own')
    .max(2000, 'at most 2000 characters'),
  goodFaith: z.literal(true, { message: 'tick the good-faith statement' }),
  accurate: z.literal(true, { message: 'tick the statement that the notice is accurate' }),
  signature: z
    .string({ message: 'type your full name as your signature' })
    .trim()
    .min(2, 'type your full name as your signature')
    .max(200, 'at most 200 characters'),
});
export type DmcaStatements = z.infer<typeof DmcaStatements>;

export const ReportProof = z.strictObject({
  challenge: z.string({ message: 'the spam check is missing. Please submit again' }).min(1, 'the spam check is missing. Please submit again').max(300, 'the spam check is not valid. Please submit again'),
  nonce: z.string({ message: 'the spam check is missing. Please submit again' }).regex(/^[0-9]{1,20}$/, 'the spam check is not valid. Please submit again'),
}, { message: 'the spam check is missing. Please submit again' });

export const SubmitReportInput = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, { message: `reason: choose one of ${REPORT_REASONS.join(', ')}` }),
    /** Optional when signed in: the account's address is used. */
    email: z
      .string({ message: 'email: enter your e-mail address' })
      .trim()
      .min(REPORTER_EMAIL_MIN, `email: at least ${REPORTER_EMAIL_MIN} characters`)
      .max(REPORTER_EMAIL_MAX, `email: at most ${REPORTER_EMAIL_MAX} characters`)
      .pipe(z.email('email: enter a valid e-mail address'))
      .optional(),
    url: z
      .string({ message: 'url: paste the link of what you are reporting' })
      .trim()
      .min(1, 'url: paste the link of what you are reporting')
      .max(REPORT_URL_MAX, `url: at most ${REPORT_URL_MAX} characters`),
    details: z
      .string({ message: `details: at least ${REPORT_DETAILS_MIN} characters` })
      .trim()
      .min(REPORT_DETAILS_MIN, `details: at least ${REPORT_DETAILS_MIN} characters`)
      .max(REPORT_DETAILS_MAX, `details: at most ${REPORT_DETAILS_MAX} characters`),
    dmca: DmcaStatements.optional(),
    proof: ReportProof,
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'copyright' && !input.dmca) {
      ctx.addIssue({ code: 'custom', path: ['dmca'], message: 'a copyright report needs the DMCA statements' });
    }
  });
export type SubmitReportInput = z.infer<typeof SubmitReportInput>;

export const submitReport = defineContract({
  name: 'submitReport',
  summary:
    "Report a model, comment, profile or other page of this site (signed in or not). `url` must be a link on this site; copyright reports carry the DMCA statements; `proof` is a solved getReportChallenge. The reporter (`email`, else the account's address) is e-mailed the answer's reference. At most REPORT_RATE_LIMIT_PER_HOUR reports an hour per IP.",
  access: 'public',
  rateLimit: 'report',
  input: SubmitReportInput,
  output: z.object({ reference: z.string() }),
});
