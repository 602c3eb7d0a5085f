import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="關於591售屋網" />;
}
