import { getReportChallenge } from '../../../shared/contracts/reports/reports';
import { issueReportChallenge } from '../report-challenge';
import { implement } from '../../callables/implement';

/** Stateless: the challenge is signed, and only a spent one is written down (with its report). */
export const getReportChallengeFunction = implement(getReportChallenge, async (_input, ctx) => {
  const issued = issueReportChallenge(ctx.auth.options.secret);
  return { challenge: issued.challenge, bits: issued.bits, expiresAt: issued.expiresAt.toISOString() };
});
