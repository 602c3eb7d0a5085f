import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="房屋比較" />;
}
