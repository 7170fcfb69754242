import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { TIER_BENEFITS, type CreatorTier } from '../../../shared/constants/creator-tiers';
import { tierWithArticle } from '../../../shared/tier-notice-text';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** What a creator below Pro sees at their own storefront's address: what a storefront is, and what unlocks it. */
export function StorefrontLocked({ tier }: { tier: CreatorTier }) {
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-8 text-center">
      <Store className="mx-auto size-12 text-brand" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight text-fg">Storefronts open at {TIER_BENEFITS.pro.label}</h1>
      <p className="text-fg">
        You are {tierWithArticle(tier)}. A storefront is your own page on Meshmandi, with a custom address, a banner, your featured models and collections, ready to share. It comes with
        the {TIER_BENEFITS.pro.label} tier, along with a {TIER_BENEFITS.pro.tipShareBps / 100}% share of every tip.
      </p>
      <Link to="/creator-tier" className={buttonClasses('primary', 'md')}>
        See what Pro asks
      </Link>
    </Card>
  );
}
