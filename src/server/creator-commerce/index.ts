/**
 * The creator commerce domain's door (issue 31 item 5, decision 083): a creator's figures gathered
 * from analytics, referrals and sponsored placements. It sits above all three (each reaches the
 * analytics door through models and tiers), so it can read them without an import cycle. Other
 * folders import only from here (decision 069).
 */
export { creatorCommerceCallables } from './callables';
