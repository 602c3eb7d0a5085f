import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="加入比較" />;
}
