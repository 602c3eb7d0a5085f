import { channels, createHostMap } from '@591/config';
import { PlainPage, useRegionInUse } from '@591/ui';

export function Component() {
  const region = useRegionInUse();
  return (
    <>
      <PlainPage title="591房屋交易網" />
      <nav aria-label="找房入口" style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px' }}>
        <ul>
          {channels(createHostMap(), region.id).map((channel) => (
            <li key={channel.id}>
              <a href={channel.href}>{channel.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
