import { createSite } from '@591/config';

/** The production site, and the local one the dev server and e2e gateway serve over http. */
export const SITE = createSite('591.com.tw', { protocol: 'https:', port: '' });
export const LOCAL_SITE = createSite('591.com.tw', { protocol: 'http:', port: '8480' });
export const HOME = 'https://www.591.com.tw/';
