import { SectionLanding } from '@591/ui';

export function LandingPage() {
  return <SectionLanding title="租屋" />;
}
