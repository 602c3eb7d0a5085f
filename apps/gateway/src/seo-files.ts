import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createSite,
  FRAMED_PAGE_PATHS,
  listingDetailPath,
  NEWS_CATEGORIES,
  originOf,
  REGIONS,
  type Site,
  subdomainOfHost,
} from '@591/config';
import { APP_HOSTS, SECTIONS, type SectionName } from '@591/mf';

/**
 * robots.txt and sitemap.xml for www., each section's host and market. A section's sitemap.xml is an
 * index: /sitemap-0.xml holds the section's own pages, /sitemap-N.xml page N of the API's
 * GET /v1/sitemap/:section, so one sitemap file never exceeds the protocol's 50,000 URLs.
 */

export interface SeoFileOptions {
  domain: string;
  apiOrigin: string;
  /** The scheme visitors use (the gateway may sit behind a TLS proxy); the port is their Host's. */
  publicLocation: { protocol: string; port: string };
  /** How long the API may take to answer one page. */
  apiTimeoutMs?: number;
}

/** What the API gives for each listing. */
export interface SitemapItem {
  id: number;
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: number;
  updatedAt: string;
}

interface SitemapPage {
  total: number;
  pageSize: number;
  items: SitemapItem[];
}

interface SectionSeo {
  /** The section's pages worth indexing besides its listings, as paths on its own host. */
  pages: readonly string[];
}

/** From each section app's routes.tsx, with the section prefix removed as on its own host. */
const SECTION_SEO: Record<SectionName, SectionSeo> = {
  rent: { pages: ['/', '/list'] },
  // The sale list lives on the landing URL (?shType=list): '/' stands for both.
  sale: { pages: ['/', '/about'] },
  land: { pages: ['/', '/list'] },
  business: { pages: ['/', '/list'] },
};

/** One spelling per file: sitemap-01.xml is not sitemap-1.xml. */
const SEO_FILE_PATH = /^\/(?:robots\.txt|sitemap\.xml|sitemap-(0|[1-9]\d{0,4})\.xml)$/;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CACHE_FOR_AN_HOUR = 'public, max-age=3600';
const DEFAULT_API_TIMEOUT_MS = 10_000;
const API_DOWN_MESSAGE = 'Sitemap unavailable for now: the listings API failed to answer.';

type SeoHost = 'www' | 'market' | 'mortgage' | 'upscale' | 'news' | 'newhouse' | SectionName;

/** Whether the gateway should hand this request to answerSeoFile. */
export function isSeoFilePath(url: string | undefined): boolean {
  return SEO_FILE_PATH.test(pathOf(url));
}

/** Answers robots.txt, sitemap.xml or sitemap-N.xml; never throws. */
export async function answerSeoFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: SeoFileOptions,
): Promise<void> {
  try {
    await answer(req, res, options);
  } catch (error) {
    const apiDown = error instanceof ApiUnavailable;
    if (apiDown) console.error(`[seo-files] ${error.message}`, error.cause ?? '');
    else console.error('[seo-files] failed', error);
    if (res.headersSent) res.destroy();
    else if (apiDown) sendText(req, res, 502, API_DOWN_MESSAGE);
    else sendText(req, res, 500, 'Sitemap failed.');
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, options: SeoFileOptions) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(req, res, 405, 'Only GET and HEAD are allowed.');
  }
  const path = pathOf(req.url);
  if (isMemberHost(req.headers.host, options.domain) && path === '/robots.txt') {
    return sendMemberRobots(req, res);
  }
  const host = seoHostOf(req.headers.host, options.domain);
  if (!host) return sendText(req, res, 404, 'This host has no robots.txt or sitemap.');
  const site = visitorSite(req.headers.host, options);
  const origin = originOf(host === 'www' ? 'www' : APP_HOSTS[host], site);
  if (path === '/robots.txt') return sendRobots(req, res, origin);
  const xml =
    host === 'www'
      ? wwwSitemap(path, origin, site)
      : host === 'market'
        ? marketSitemap(path, origin)
        : host === 'mortgage'
          ? mortgageSitemap(path, origin)
          : host === 'upscale'
            ? upscaleSitemap(path, origin)
            : host === 'news'
              ? newsSitemap(path, origin)
              : host === 'newhouse'
                ? newhouseSitemap(path, origin)
                : await sectionSitemap(host, path, origin, (page) =>
                    fetchSitemapPage(host, page, req, options),
                  );
  if (xml === null) return sendText(req, res, 404, `Not found: ${path}`);
  return sendXml(req, res, xml);
}

/** www. has one sitemap: its home page and each section's landing page on its own host. */
function wwwSitemap(path: string, origin: string, site: Site): string | null {
  if (path !== '/sitemap.xml') return null;
  const landings = SECTIONS.map((section) => `${originOf(APP_HOSTS[section], site)}/`);
  return urlSet([`${origin}/`, ...landings].map((loc) => ({ loc })));
}

/**
 * market.: each region's 實價登錄, 找社區 and 找經紀人, at the addresses the header's links give
 * them (屋主委託 is a member's form, not a page to index).
 */
function marketSitemap(path: string, origin: string): string | null {
  if (path !== '/sitemap.xml') return null;
  return urlSet(
    REGIONS.flatMap((region) => [
      { loc: `${origin}/price?regionid=${region.id}` },
      { loc: `${origin}/list?regionid=${region.id}` },
      { loc: `${origin}/broker?regionid=${region.id}` },
    ]),
  );
}

/** mortgage.: the calculator and the rates. */
function mortgageSitemap(path: string, origin: string): string | null {
  if (path !== '/sitemap.xml') return null;
  return urlSet([{ loc: `${origin}/calculator` }, { loc: `${origin}/rate` }]);
}

/** upscale.: each region's 豪宅 landing and list. */
function upscaleSitemap(path: string, origin: string): string | null {
  if (path !== '/sitemap.xml') return null;
  return urlSet(
    REGIONS.flatMap((region) => [
      { loc: `${origin}/?regionid=${region.id}` },
      { loc: `${origin}/list?regionid=${region.id}` },
    ]),
  );
}

/** news.: the newest, each category's and each city's lists; the articles are linked from them. */
function newsSitemap(path: string, origin: string): string | null {
  if (path !== '/sitemap.xml') return null;
  return urlSet([
    { loc: `${origin}/` },
    ...NEWS_CATEGORIES.map((category) => ({ loc: `${origin}/?category=${category.id}` })),
    ...REGIONS.map((region) => ({ loc: `${origin}/list/${region.id}` })),
  ]);
}

/**
 * newhouse.: each region's landing and 預售屋, 新成屋 and 捷運宅 lists, the VR zone and the
 * pages for builders; the projects are linked from the lists.
 */
function newhouseSitemap(path: string, origin: string): string | null {
  if (path !== '/sitemap.xml') return null;
  return urlSet([
    ...REGIONS.flatMap((region) => [
      { loc: `${origin}/?regionid=${region.id}` },
      { loc: `${origin}/list?regionid=${region.id}` },
      { loc: `${origin}/list?regionid=${region.id}&build_type=1` },
      { loc: `${origin}/list?regionid=${region.id}&build_type=2` },
      { loc: `${origin}/list?regionid=${region.id}&type=1` },
    ]),
    { loc: `${origin}/vr` },
    { loc: `${origin}/post` },
    { loc: `${origin}/sales-tips` },
    { loc: `${origin}/rank-plan` },
  ]);
}

/** The index, the section's own pages (file 0) or one API page of listings; null if none. */
async function sectionSitemap(
  section: SectionName,
  path: string,
  origin: string,
  fetchPage: (page: number) => Promise<SitemapPage>,
): Promise<string | null> {
  const { pages } = SECTION_SEO[section];
  if (path === '/sitemap.xml') {
    // The API's first page tells how many pages there are.
    const first = await fetchPage(1);
    const listingFiles = Math.ceil(first.total / first.pageSize);
    return sitemapIndex(
      Array.from({ length: listingFiles + 1 }, (_, n) => `${origin}/sitemap-${n}.xml`),
    );
  }
  const fileNumber = Number(SEO_FILE_PATH.exec(path)?.[1]);
  if (fileNumber === 0) return urlSet(pages.map((page) => ({ loc: origin + page })));
  const { items } = await fetchPage(fileNumber);
  if (items.length === 0) return null;
  return urlSet(
    items.map((item) => ({
      loc: origin + listingDetailPath({ section, ...item }),
      lastmod: w3cTime(item.updatedAt),
    })),
  );
}

function seoHostOf(hostHeader: string | undefined, domain: string): SeoHost | null {
  const subdomain = subdomainOfHost((hostHeader ?? '').replace(/:\d+$/, ''), domain);
  if (subdomain === 'www') return 'www';
  if (subdomain === APP_HOSTS.market) return 'market';
  if (subdomain === APP_HOSTS.mortgage) return 'mortgage';
  if (subdomain === APP_HOSTS.upscale) return 'upscale';
  if (subdomain === APP_HOSTS.news) return 'news';
  if (subdomain === APP_HOSTS.newhouse) return 'newhouse';
  return SECTIONS.find((section) => APP_HOSTS[section] === subdomain) ?? null;
}

/** The site as this visitor reaches it: the public scheme and the port they asked on. */
function visitorSite(hostHeader: string | undefined, { domain, publicLocation }: SeoFileOptions) {
  const site = createSite(domain, publicLocation);
  const asked = /:(\d{1,5})$/.exec(hostHeader ?? '')?.[1];
  const port = asked === undefined ? '' : String(Number(asked));
  const defaultPort = site.protocol === 'https:' ? '443' : '80';
  return { ...site, port: port === defaultPort ? '' : port } satisfies Site;
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/** The API could not be reached or answered something other than a sitemap page. */
class ApiUnavailable extends Error {}

async function fetchSitemapPage(
  section: SectionName,
  page: number,
  req: IncomingMessage,
  options: SeoFileOptions,
): Promise<SitemapPage> {
  const url = new URL(`/v1/sitemap/${section}?page=${page}`, options.apiOrigin);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'x-forwarded-for': forwardedFor(req) },
      signal: AbortSignal.timeout(options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiUnavailable(`GET ${url} failed`, { cause: error });
  }
  if (!response.ok) throw new ApiUnavailable(`GET ${url} answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isSitemapPage(body)) throw new ApiUnavailable(`GET ${url} answered an unexpected body`);
  return body;
}

/** Rate limits in the API then count the crawler, not the gateway, as the proxy does. */
function forwardedFor(req: IncomingMessage): string {
  const earlier = req.headers['x-forwarded-for'];
  return [earlier, req.socket.remoteAddress].flat().filter(Boolean).join(', ');
}

function isSitemapPage(value: unknown): value is SitemapPage {
  const page = value as Partial<SitemapPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    Number.isInteger(page.total) &&
    Number.isInteger(page.pageSize) &&
    (page.pageSize ?? 0) > 0 &&
    Array.isArray(page.items) &&
    page.items.every(
      (item: Partial<SitemapItem>) =>
        Number.isInteger(item?.id) &&
        Number.isInteger(item?.type) &&
        typeof item?.updatedAt === 'string',
    )
  );
}

/** W3C datetime in UTC, or nothing for a time that does not parse (lastmod is optional). */
function w3cTime(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function urlSet(entries: { loc: string; lastmod?: string | undefined }[]): string {
  const urls = entries.map(({ loc, lastmod }) =>
    lastmod
      ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`
      : `<url><loc>${escapeXml(loc)}</loc></url>`,
  );
  return xmlDocument('urlset', urls);
}

function sitemapIndex(locs: string[]): string {
  const sitemaps = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return xmlDocument('sitemapindex', sitemaps);
}

function xmlDocument(root: string, children: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NS}">`,
    ...children,
    `</${root}>`,
    '',
  ].join('\n');
}

function sendRobots(req: IncomingMessage, res: ServerResponse, origin: string) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    // The frames other subdomains open (one-id hub, push sync helper) are not pages to index.
    ...FRAMED_PAGE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  send(req, res, 200, 'text/plain; charset=utf-8', CACHE_FOR_AN_HOUR, lines.join('\n'));
}

/** user.: log in and register may be found; a member's own pages are nobody else's. */
function isMemberHost(hostHeader: string | undefined, domain: string): boolean {
  return subdomainOfHost((hostHeader ?? '').replace(/:\d+$/, ''), domain) === APP_HOSTS.user;
}

function sendMemberRobots(req: IncomingMessage, res: ServerResponse) {
  const lines = ['User-agent: *', 'Disallow: /center', 'Disallow: /logout', ''];
  send(req, res, 200, 'text/plain; charset=utf-8', CACHE_FOR_AN_HOUR, lines.join('\n'));
}

function sendXml(req: IncomingMessage, res: ServerResponse, xml: string) {
  send(req, res, 200, 'application/xml; charset=utf-8', CACHE_FOR_AN_HOUR, xml);
}

/** Errors are not cached: the next crawl should get the file once the API is back. */
function sendText(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  send(req, res, status, 'text/plain; charset=utf-8', 'no-cache', `${message}\n`);
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  cacheControl: string,
  body: string,
) {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': cacheControl });
  res.end(req.method === 'HEAD' ? undefined : body);
}
