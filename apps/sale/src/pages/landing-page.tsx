import { PlainPage } from '@591/ui';

export function Component() {
  return <PlainPage title="中古屋・買屋" />;
}
