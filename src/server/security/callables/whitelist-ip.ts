import { whitelistIP } from '../../../shared/contracts/security/ip-rules';
import { saveIpRule } from '../save-ip-rule';
import { implement } from '../../callables/implement';

/** SPEC §7 whitelistIP (ip, description). */
export const whitelistIPFunction = implement(whitelistIP, async ({ ip, description, hours }, ctx) => {
  const rule = await saveIpRule(ctx, { ip, type: 'allowed', reason: description, hours });
  return { success: true as const, rule };
});
