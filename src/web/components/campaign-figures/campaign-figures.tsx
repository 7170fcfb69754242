import type { SponsoredCampaign } from '../../../shared/contracts/sponsored/sponsored-placements';
import { formatCount } from '../../lib/indian-numbers';
import { rupees } from '../../lib/rupees';
import { clickThroughText } from '../../lib/sponsored-text';

/** A sponsored placement's figures as its creator and the admins read them: spend, reach, clicks and their rates. */
export function CampaignFigures({ campaign }: { campaign: SponsoredCampaign }) {
  const figures: [string, string][] = [
    ['Spent', `${rupees(campaign.spent)} of ${rupees(campaign.budget)}`],
    ['Impressions', formatCount(campaign.impressions)],
    ['Clicks', formatCount(campaign.clicks)],
    ['Click-through', clickThroughText(campaign.clickThroughRate)],
    ['Cost per click', campaign.costPerClick === null ? '–' : rupees(campaign.costPerClick)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-fg-muted">{label}</dt>
          <dd className="font-medium text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
