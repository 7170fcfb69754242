/**
 * How long a test waits for a report's reference: the browser first solves the report's proof of
 * work (REPORT_PROOF_BITS, decision 040), whose cost is random: 65,536 digests on average, but
 * five times that for one report in 150, which on two loaded cores passed the 15 s once allowed.
 */
export const REPORT_FILED_WITHIN_MS = 60_000;
