import type { Tx } from '../db/database';
import type { LedgerBook } from '../db/schema';
import type { CreatorTier } from '../../shared/constants/creator-tiers';
import { MAX_TIP_PAISE, MIN_TIP_PAISE } from '../../shared/constants/tip-rules';
import { creatorEarnings, platformFees, platformTips, providerClearing } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';
import { splitTip } from '../../shared/tip-split';

export interface CapturedTip {
  book: LedgerBook;
  /** The provider's payment id: the tip is posted once for it, whoever reports it first. */
  paymentId: string;
  orderId: string;
  amountPaise: number;
  payerId: string;
  /** The creator tipped; null for a tip to the platform itself. */
  creatorId: string | null;
  /** The creator's tier when the payment is captured, and the share of the tip it gives them (ignored for the platform). */
  creatorTier: { tier: CreatorTier; tipShareBps: number } | null;
  modelId: string | null;
  message: string;
}

/**
 * A captured payment becomes a tip: the provider owes us the whole amount (provider clearing,
 * debit); a creator is owed their share and the platform keeps its fee, or the platform keeps a
 * tip to itself whole. Once per payment id, in the caller's transaction.
 */
export interface PostedTip extends Posted {
  /** Paise to the creator (0 for a tip to the platform). */
  creatorShare: number;
  /** Paise the platform keeps (the whole tip when it is the platform's). */
  platformShare: number;
}

export async function postTip(tx: Tx, tip: CapturedTip): Promise<PostedTip> {
  if (tip.amountPaise < MIN_TIP_PAISE || tip.amountPaise > MAX_TIP_PAISE) throw new Error(`a tip of ${tip.amountPaise} paise is outside the allowed range`);
  if (tip.creatorId !== null && tip.creatorId === tip.payerId) throw new Error('no one tips themselves');
  const clearing = { account: providerClearing(tip.book), amount: tip.amountPaise };
  if (tip.creatorId !== null && tip.creatorTier === null) throw new Error("a tip to a creator is split by the creator's tier");
  const split = tip.creatorId === null ? null : splitTip(tip.amountPaise, tip.creatorTier!.tipShareBps);
  const entries = split
    ? [clearing, { account: creatorEarnings(tip.book, tip.creatorId!), amount: -split.creatorShare }, { account: platformFees(tip.book), amount: -split.platformFee }]
    : [clearing, { account: platformTips(tip.book), amount: -tip.amountPaise }];
  const posted = await postTransaction(tx, {
    book: tip.book,
    kind: 'tip',
    idempotencyKey: `tip:${tip.paymentId}`,
    details: {
      paymentId: tip.paymentId,
      orderId: tip.orderId,
      payerId: tip.payerId,
      creatorId: tip.creatorId,
      modelId: tip.modelId,
      message: tip.message,
      amount: tip.amountPaise,
      creatorShare: split?.creatorShare ?? 0,
      platformFee: split?.platformFee ?? 0,
      // The tier it was split under, kept with the posting: a later change of tier never rewrites it.
      ...(split ? { creatorTier: tip.creatorTier!.tier, creatorShareBps: tip.creatorTier!.tipShareBps } : {}),
    },
    entries,
  });
  return { ...posted, creatorShare: split?.creatorShare ?? 0, platformShare: split?.platformFee ?? tip.amountPaise };
}
