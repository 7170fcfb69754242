import { blockIP, TEMPORARY_BLOCK_HOURS } from '../../../shared/contracts/security/ip-rules';
import { saveIpRule } from '../save-ip-rule';
import { implement } from '../../callables/implement';

/** SPEC §7 blockIP (ip, reason, type default blocked). */
export const blockIPFunction = implement(blockIP, async ({ ip, reason, type, hours }, ctx) => {
  const rule = await saveIpRule(ctx, { ip, type: 'blocked', reason, hours: hours ?? (type === 'temporary' ? TEMPORARY_BLOCK_HOURS : undefined) });
  return { success: true as const, rule };
});
