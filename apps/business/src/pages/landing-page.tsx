import { SectionLanding } from '@591/ui';

export function LandingPage() {
  return <SectionLanding title="店面・辦公・廠房" />;
}
