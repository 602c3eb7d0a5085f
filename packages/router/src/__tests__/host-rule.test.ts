import fc from 'fast-check';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesForHost, SECTION_PREFIXES, sectionOfHost } from '../host-rule.ts';

const DOMAIN = '591.com.tw';

/** The route table of the specification, as the shell mounts it on www. */
const SITE_ROUTES: RouteObject[] = [
  { path: '/' },
  { path: '/business' },
  { path: '/business/list' },
  { path: '/business/rent/:id' },
  { path: '/business/sale/:id' },
  { path: '/land' },
  { path: '/land/first' },
  { path: '/land/list' },
  { path: '/land/price' },
  { path: '/land/rent/:id' },
  { path: '/land/sale/:id' },
  { path: '/land/special' },
  { path: '/rent' },
  { path: '/rent/list' },
  { path: '/rent/:id' },
  { path: '/sale' },
  { path: '/sale/about' },
  { path: '/sale/house-pk' },
  { path: '/sale/house-pk/add' },
  { path: '*' },
];

const pathsOn = (host: string, routes: RouteObject[] = SITE_ROUTES) =>
  routesForHost(routes, host).map((route) => route.path);

describe('sectionOfHost', () => {
  it.each(SECTION_PREFIXES)('recognises the %s subdomain', (section) => {
    expect(sectionOfHost(`${section}.${DOMAIN}`)).toBe(section);
  });

  it('is null for www, the bare domain and other subdomains', () => {
    expect(sectionOfHost(`www.${DOMAIN}`)).toBeNull();
    expect(sectionOfHost(DOMAIN)).toBeNull();
    expect(sectionOfHost(`newhouse.${DOMAIN}`)).toBeNull();
    expect(sectionOfHost(`user.${DOMAIN}`)).toBeNull();
    expect(sectionOfHost('')).toBeNull();
  });

  it('matches a host name that contains the section name', () => {
    expect(sectionOfHost(`rent-debug.${DOMAIN}`)).toBe('rent');
    expect(sectionOfHost('business.591.localhost')).toBe('business');
  });

  it('is case-insensitive', () => {
    expect(sectionOfHost(`RENT.${DOMAIN}`)).toBe('rent');
    expect(sectionOfHost(`Land.${DOMAIN}`)).toBe('land');
  });

  it('looks only at the first label, so a domain containing a section name does not count', () => {
    expect(sectionOfHost('www.landmark.com.tw')).toBeNull();
    expect(sectionOfHost('www.rent.example.com')).toBeNull();
  });
});

describe('routesForHost', () => {
  it('keeps only the /rent routes on rent., with the prefix removed', () => {
    expect(pathsOn(`rent.${DOMAIN}`)).toEqual(['/', '/list', '/:id']);
  });

  it('keeps only the /sale routes on sale., with the prefix removed', () => {
    expect(pathsOn(`sale.${DOMAIN}`)).toEqual(['/', '/about', '/house-pk', '/house-pk/add']);
  });

  it('keeps only the /land routes on land., with the prefix removed', () => {
    expect(pathsOn(`land.${DOMAIN}`)).toEqual([
      '/',
      '/first',
      '/list',
      '/price',
      '/rent/:id',
      '/sale/:id',
      '/special',
    ]);
  });

  it('keeps only the /business routes on business., with the prefix removed', () => {
    expect(pathsOn(`business.${DOMAIN}`)).toEqual(['/', '/list', '/rent/:id', '/sale/:id']);
  });

  it('maps /rent to / and /rent/list to /list', () => {
    const host = `rent.${DOMAIN}`;
    expect(pathsOn(host, [{ path: '/rent' }])).toEqual(['/']);
    expect(pathsOn(host, [{ path: '/rent/list' }])).toEqual(['/list']);
    expect(pathsOn(host, [{ path: '/rent/' }])).toEqual(['/']);
    expect(pathsOn(host, [{ path: 'rent/list' }])).toEqual(['/list']);
  });

  it('does not treat paths that only begin with the section name as part of it', () => {
    const host = `rent.${DOMAIN}`;
    expect(
      pathsOn(host, [{ path: '/rental' }, { path: '/rentals/list' }, { path: '/rent-list' }]),
    ).toEqual([]);
  });

  it('keeps every route untouched on www and on the bare domain', () => {
    expect(routesForHost(SITE_ROUTES, `www.${DOMAIN}`)).toEqual(SITE_ROUTES);
    expect(routesForHost(SITE_ROUTES, DOMAIN)).toEqual(SITE_ROUTES);
  });

  it('drops routes without a path (index and layout routes) on a section host', () => {
    const routes: RouteObject[] = [{ index: true }, { id: 'layout' }, { path: '/rent/list' }];
    expect(pathsOn(`rent.${DOMAIN}`, routes)).toEqual(['/list']);
  });

  it('keeps everything else about a route and leaves the original untouched', () => {
    const children: RouteObject[] = [{ path: 'photos' }];
    const loader = () => null;
    const original: RouteObject = { path: '/rent/:id', id: 'rent-detail', loader, children };
    const [route] = routesForHost([original], `rent.${DOMAIN}`);
    expect(route).toEqual({ path: '/:id', id: 'rent-detail', loader, children });
    expect(route?.children).toBe(children);
    expect(original.path).toBe('/rent/:id');
  });
});

describe('routesForHost properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9:_.-]{1,12}$/);
  const section = fc.constantFrom(...SECTION_PREFIXES);
  const tail = fc
    .array(segment, { maxLength: 5 })
    .map((parts) => parts.map((p) => `/${p}`).join(''));

  it('stripping the prefix on the section host and adding it back gives the original path', () => {
    fc.assert(
      fc.property(section, tail, (prefix, rest) => {
        const path = `/${prefix}${rest}`;
        const [route] = routesForHost([{ path }], `${prefix}.${DOMAIN}`);
        expect(route).toBeDefined();
        const stripped = route!.path!;
        expect(stripped.startsWith('/')).toBe(true);
        expect(stripped === '/' ? `/${prefix}` : `/${prefix}${stripped}`).toBe(path);
      }),
    );
  });

  it('a route under one section never appears on another section host', () => {
    fc.assert(
      fc.property(section, section, tail, (owner, host, rest) => {
        fc.pre(owner !== host);
        expect(routesForHost([{ path: `/${owner}${rest}` }], `${host}.${DOMAIN}`)).toEqual([]);
      }),
    );
  });

  it('a host that is not a section host keeps any route list as it is', () => {
    const route = fc.record({ path: fc.option(fc.string(), { nil: undefined }) });
    fc.assert(
      fc.property(
        fc.array(route),
        fc.constantFrom('www', 'newhouse', 'user', 'api'),
        (routes, sub) => {
          expect(routesForHost(routes, `${sub}.${DOMAIN}`)).toEqual(routes);
        },
      ),
    );
  });
});
