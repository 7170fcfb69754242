/**
 * Creator tiers (ORIGINAL-FACTS "Money", issue 30): what each gives and what it asks. The one place
 * these figures live: the ledger's tip split, the withdrawal fee, the upload limit and the tier page
 * all read them from here. Thresholds are our choice (decision 074); the benefits are the original's.
 */
export const CREATOR_TIERS = ['basic', 'verified', 'pro', 'elite'] as const;
export type CreatorTier = (typeof CREATOR_TIERS)[number];

export interface TierBenefits {
  /** "Basic Creator" … as the original named them. */
  label: string;
  /** The creator's share of a tip, in basis points (8,500 = 85 %); the platform keeps the rest. */
  tipShareBps: number;
  /** The processing fee on a withdrawal, in basis points of the amount asked for. */
  withdrawalFeeBps: number;
  /** Models a creator may publish in a calendar month (India time). */
  uploadsPerMonth: number;
  /** The chance, in per cent, that the creator's work is picked for featured places. */
  featuredChancePercent: number;
}

export const TIER_BENEFITS: Readonly<Record<CreatorTier, TierBenefits>> = {
  basic: { label: 'Basic Creator', tipShareBps: 8_500, withdrawalFeeBps: 200, uploadsPerMonth: 10, featuredChancePercent: 0 },
  verified: { label: 'Verified Creator', tipShareBps: 8_700, withdrawalFeeBps: 150, uploadsPerMonth: 25, featuredChancePercent: 10 },
  pro: { label: 'Pro Creator', tipShareBps: 9_000, withdrawalFeeBps: 100, uploadsPerMonth: 50, featuredChancePercent: 25 },
  elite: { label: 'Elite Creator', tipShareBps: 9_500, withdrawalFeeBps: 50, uploadsPerMonth: 100, featuredChancePercent: 50 },
};

/** What a creator has done, as the tier review counts it. */
export interface TierInputs {
  /** Downloads of the creator's models, all time. */
  downloads: number;
  /** Real money earned from tips, all time, in paise (test money never counts). */
  earningsPaise: number;
  /** Models anyone can see now. */
  publicModels: number;
  /** Whole days since the account was made. */
  accountAgeDays: number;
  /** Of those public models, how many an admin has featured. */
  featuredModels: number;
}

/** The least of each input a tier asks for (decision 074); basic asks nothing. */
export const TIER_REQUIREMENTS: Readonly<Record<CreatorTier, TierInputs>> = {
  basic: { downloads: 0, earningsPaise: 0, publicModels: 0, accountAgeDays: 0, featuredModels: 0 },
  verified: { downloads: 100, earningsPaise: 0, publicModels: 3, accountAgeDays: 14, featuredModels: 0 },
  pro: { downloads: 1_000, earningsPaise: 2_000 * 100, publicModels: 10, accountAgeDays: 60, featuredModels: 0 },
  elite: { downloads: 10_000, earningsPaise: 25_000 * 100, publicModels: 25, accountAgeDays: 180, featuredModels: 3 },
};

export const TIER_INPUT_NAMES = ['downloads', 'earningsPaise', 'publicModels', 'accountAgeDays', 'featuredModels'] as const satisfies readonly (keyof TierInputs)[];

export function isCreatorTier(value: unknown): value is CreatorTier {
  return typeof value === 'string' && (CREATOR_TIERS as readonly string[]).includes(value);
}

/** The highest tier whose every requirement the inputs meet (tiers are in order, each asking at least what the one below does). */
export function tierEarned(inputs: TierInputs): CreatorTier {
  let earned: CreatorTier = 'basic';
  for (const tier of CREATOR_TIERS) {
    if (TIER_INPUT_NAMES.every((name) => inputs[name] >= TIER_REQUIREMENTS[tier][name])) earned = tier;
    else break;
  }
  return earned;
}

/** The tier above, or null at the top. */
export function nextTier(tier: CreatorTier): CreatorTier | null {
  return CREATOR_TIERS[CREATOR_TIERS.indexOf(tier) + 1] ?? null;
}

export function tierRank(tier: CreatorTier): number {
  return CREATOR_TIERS.indexOf(tier);
}

/** Premium stats (decision 079) are Pro's and Elite's: the server refuses the tiers below, and the dashboard shows them what unlocks it. */
export const PREMIUM_STATS_FROM: CreatorTier = 'pro';

export function hasPremiumStats(tier: CreatorTier): boolean {
  return tierRank(tier) >= tierRank(PREMIUM_STATS_FROM);
}
