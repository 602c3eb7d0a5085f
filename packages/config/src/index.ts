export * from './analytics.ts';
export * from './channels.ts';
export * from './hosts.ts';
export * from './regions.ts';
export * from './site-domain.ts';
