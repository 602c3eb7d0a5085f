import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="特色土地" />;
}
