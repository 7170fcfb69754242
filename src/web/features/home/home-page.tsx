import { AdSlot } from '../../components/ad-slot/ad-slot';
import { usePageTitle } from '../../lib/use-page-title';
import { FollowedModelsSlot } from './followed-models-slot';
import { HomeFeed } from './home-feed';
import { HomeHero } from './home-hero';
import { UploadInvite } from './upload-invite';
import { WhyMeshmandi } from './why-meshmandi';

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <div>
      <HomeHero />
      <HomeFeed />
      {/* Below the feed, like the followed models: what arrives late moves nothing already read. */}
      <AdSlot placement="homepage_hero" className="mx-auto max-w-7xl px-4 pb-12" />
      {/* After the feed: it arrives after the first paint, and below it moves nothing already on screen. */}
      <FollowedModelsSlot />
      <WhyMeshmandi />
      <UploadInvite />
    </div>
  );
}
