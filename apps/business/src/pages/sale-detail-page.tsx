import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="商用出售詳情" />;
}
