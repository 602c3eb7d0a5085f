export { KEEP_ALIVE_CAPACITY, keepAliveKey } from './keep-alive-key.ts';
export {
  type KeepAliveLoader,
  keepAliveLoader,
  rememberHydratedData,
} from './keep-alive-loader.ts';
export { KeepAliveOutlet } from './keep-alive-outlet.tsx';
