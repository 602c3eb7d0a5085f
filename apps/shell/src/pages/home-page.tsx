import { channels, createHostMap } from '@591/config';
import { PlainPage, useRegionInUse } from '@591/ui';
import { Link } from 'react-router';

/** Searches people start from most; on www every section's pages open in place. */
const POPULAR_SEARCHES = [
  { label: '台北市租屋', to: '/rent/list?region=1' },
  { label: '新北市租屋', to: '/rent/list?region=3' },
  { label: '台中市中古屋', to: '/sale?shType=list&regionid=8' },
  { label: '桃園市土地', to: '/land/list?type=2&region=6&kind=11' },
  { label: '台北市店面', to: '/business/list?type=1&region=1&kind=5' },
];

export function Component() {
  const region = useRegionInUse();
  return (
    <>
      <PlainPage title="591房屋交易網" />
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px' }}>
        <nav aria-label="熱門搜尋">
          <h2>熱門搜尋</h2>
          <ul>
            {POPULAR_SEARCHES.map((search) => (
              <li key={search.to}>
                <Link to={search.to}>{search.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="找房入口">
          <h2>找房入口</h2>
          <ul>
            {channels(createHostMap(), region.id).map((channel) => (
              <li key={channel.id}>
                <a href={channel.href}>{channel.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
