import type { PageHead } from '@591/router';
import { MEMBER_SITE_NAME } from './member-site.ts';

/** A page of user.: its name, then the site's. */
export function memberSiteHead(title: string, description?: string): () => PageHead {
  return () => ({ title: `${title} - ${MEMBER_SITE_NAME}`, description });
}
