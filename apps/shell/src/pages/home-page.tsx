import { channels, createHostMap } from '@591/config';
import { SectionLanding } from '@591/ui';

export function HomePage() {
  const hosts = createHostMap();
  return (
    <SectionLanding title="591房屋交易網">
      <ul>
        {channels(hosts, 1).map((channel) => (
          <li key={channel.id}>
            <a href={channel.href}>{channel.name}</a>
          </li>
        ))}
      </ul>
    </SectionLanding>
  );
}
