import { Flex, theme } from '@frontdesk/shared/antd';
import { FaqSection } from './FaqSection';
import { FeatureGrid } from './FeatureGrid';
import { HomeHero } from './HomeHero';

/** The public marketing home page (/home): what Frontdesk does, then the FAQ. */
export function HomePage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXL} style={{ maxWidth: 1120, marginInline: 'auto', paddingBlockEnd: token.paddingXL }}>
      <HomeHero />
      <FeatureGrid />
      <FaqSection />
    </Flex>
  );
}
