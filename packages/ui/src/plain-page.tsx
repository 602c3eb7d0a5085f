import { useLoaderData } from '@591/react-router';
import { useEffect } from 'react';
import { MemberGreeting } from './member-greeting.tsx';
import { useRegionInUse } from './region-in-use.ts';

const SITE_NAME = '591房屋交易網';

/**
 * A page's frame while its section content is being built: its heading, the region it is
 * about and, on a detail route, the listing id its loader accepted.
 */
export function PlainPage({ title }: { title: string }) {
  const region = useRegionInUse();
  const listing = useLoaderData() as { id?: number } | undefined;
  useEffect(() => {
    document.title = `${title} - ${SITE_NAME}`;
  }, [title]);
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{title}</h1>
      <p data-testid="region-in-use">地區：{region.name}</p>
      {listing?.id !== undefined && <p data-testid="listing-id">物件編號：{listing.id}</p>}
      <MemberGreeting />
    </section>
  );
}
