import { useMutation } from '@tanstack/react-query';
import type { ContractInput, ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getReportChallenge, submitReport as submitReportContract } from '../../../../shared/contracts/reports/reports';
import { callByName } from '../../../lib/api-client';
import { solveProof } from '../solve-proof';

export type ReportSubmission = Omit<ContractInput<typeof submitReportContract>, 'proof'>;
export type ReportReceipt = ContractOutput<typeof submitReportContract>;

/** A fresh challenge, solved here, then the report: the challenge is asked for only at submit, so it cannot expire while the form is filled in. */
export async function submitReport(submission: ReportSubmission): Promise<ReportReceipt> {
  const { challenge, bits } = await callByName<typeof getReportChallenge>('getReportChallenge', {});
  const nonce = await solveProof(challenge, bits);
  return callByName<typeof submitReportContract>('submitReport', { ...submission, proof: { challenge, nonce } });
}

/** Nothing cached shows reports yet, so there is nothing to invalidate. */
export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport });
}
