import type { TierBenefits, TierInputs } from '../../../shared/constants/creator-tiers';
import { formatRupees } from '../../../shared/money/format-rupees';
import { formatCount } from '../../lib/indian-numbers';

export interface RequirementRow {
  name: keyof TierInputs;
  label: string;
  /** "420 of 1,000", "₹850 of ₹2,000". */
  text: string;
  have: number;
  need: number;
  met: boolean;
  /** 0–100, for the bar. */
  percent: number;
}

const LABELS: Record<keyof TierInputs, string> = {
  downloads: 'Downloads of your models',
  earningsPaise: 'Real money earned from tips',
  publicModels: 'Public models',
  accountAgeDays: 'Days since you joined',
  featuredModels: 'Featured models',
};

const amount = (name: keyof TierInputs, value: number) => (name === 'earningsPaise' ? formatRupees(value) : formatCount(value));

/** What the next tier asks, one row each, with what the creator has: only what it asks for at all. */
export function requirementRows(inputs: TierInputs, requires: TierInputs): RequirementRow[] {
  return (Object.keys(LABELS) as (keyof TierInputs)[])
    .filter((name) => requires[name] > 0)
    .map((name) => {
      const have = Math.max(0, inputs[name]);
      const need = requires[name];
      return { name, label: LABELS[name], text: `${amount(name, have)} of ${amount(name, need)}`, have, need, met: have >= need, percent: Math.min(100, Math.floor((have / need) * 100)) };
    });
}

/** "None" for a tier that asks nothing, else its asks in a line: "100 downloads · 3 public models · 14 days". */
export function requirementsText(requires: TierInputs): string {
  const parts = [
    requires.downloads > 0 && `${formatCount(requires.downloads)} downloads`,
    requires.earningsPaise > 0 && `${formatRupees(requires.earningsPaise)} earned`,
    requires.publicModels > 0 && `${formatCount(requires.publicModels)} public models`,
    requires.accountAgeDays > 0 && `${formatCount(requires.accountAgeDays)} days`,
    requires.featuredModels > 0 && `${formatCount(requires.featuredModels)} featured models`,
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? 'None' : parts.join(' · ');
}

/** A tier's benefits as the page lists them. */
export function benefitRows(benefits: TierBenefits): { label: string; value: string }[] {
  return [
    { label: 'Your share of each tip', value: `${benefits.tipShareBps / 100}%` },
    { label: 'Withdrawal fee', value: `${benefits.withdrawalFeeBps / 100}%` },
    { label: 'Uploads a month', value: formatCount(benefits.uploadsPerMonth) },
    { label: 'Featured chance', value: `${benefits.featuredChancePercent}%` },
  ];
}
