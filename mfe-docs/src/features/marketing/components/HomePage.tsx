import { FaqSection } from './FaqSection';
import { FeatureGrid } from './FeatureGrid';
import { HomeHero } from './HomeHero';
import { MarketingLayout } from './MarketingLayout';

/** The public marketing home page (/home): what Frontdesk does, then the FAQ. */
export function HomePage() {
  return (
    <MarketingLayout>
      <HomeHero />
      <FeatureGrid />
      <FaqSection />
    </MarketingLayout>
  );
}
