export * from './devices.ts';
export * from './land-prices.ts';
export * from './listings.ts';
export * from './locations.ts';
export * from './login-failures.ts';
export * from './members.ts';
export * from './messages.ts';
export * from './tracking.ts';
