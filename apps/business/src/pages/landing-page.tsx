import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="店面・辦公・廠房" />;
}
