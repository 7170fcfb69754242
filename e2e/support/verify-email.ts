import { lastOtpFromLog, type E2eAccount } from './accounts';
import { clientFor } from './models';
import type { ServerProcess } from './server';

/** Verifies the account's e-mail through the real code calls; the server must log at info (the outbox's codes). */
export async function verifyEmailViaApi(server: ServerProcess, account: E2eAccount): Promise<void> {
  const client = clientFor(server, account);
  await client.call('generateOTP', { email: account.email, type: 'verification' });
  let otp = '';
  // The outbox's log line may reach stdout a moment after the answer.
  for (let tries = 0; !otp && tries < 50; tries += 1) {
    try {
      otp = lastOtpFromLog(server, account.email);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const answer = await client.call('verifyOTP', { email: account.email, otp });
  if (answer.status !== 200) throw new Error(`verifyOTP: ${answer.status} ${answer.error?.message ?? ''}`);
}
