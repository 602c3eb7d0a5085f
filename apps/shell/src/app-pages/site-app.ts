import { originOf, SITE_APPS, type SiteApp } from '@591/config';
import type { LoaderFunctionArgs } from '@591/react-router';
import { notFound, type PageHead } from '@591/router';

/** Where each app's listings can be used today in a phone's browser, where the site has them. */
const ON_THE_WEB: Record<string, () => string> = {
  house: () => `${originOf('www')}/`,
  rent: () => `${originOf('rent')}/`,
  price: () => `${originOf('land')}/price`,
  business: () => `${originOf('business')}/`,
};

export interface SiteAppPage extends SiteApp {
  webUrl: string | null;
}

export function siteAppLoader({ params, request }: LoaderFunctionArgs): SiteAppPage {
  const app = SITE_APPS.find((candidate) => candidate.id === params.id);
  if (!app) throw notFound(new URL(request.url).pathname);
  return { ...app, webUrl: ON_THE_WEB[app.id]?.() ?? null };
}

export function siteAppHead({ name, tagline, summary }: SiteAppPage): PageHead {
  return {
    title: `${name} App：${tagline} - 591房屋交易網`,
    description: summary,
  };
}
