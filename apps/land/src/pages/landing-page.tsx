import { SectionLanding } from '@591/ui';

export function LandingPage() {
  return <SectionLanding title="土地" />;
}
