export * from './apps.ts';
export * from './build-variants.ts';
export * from './federation-config.ts';
export * from './remotes.ts';
export * from './shared.ts';
