export { KEEP_ALIVE_CAPACITY, keepAliveKey } from './keep-alive-key.ts';
export { keepAliveLoader } from './keep-alive-loader.ts';
export { KeepAliveOutlet } from './keep-alive-outlet.tsx';
