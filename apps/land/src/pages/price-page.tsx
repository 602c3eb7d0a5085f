import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="土地行情" />;
}
