import { originOf, type Site } from '@591/config';
import { APP_HOSTS, type AppName, HEADER_RELEASE_FILE, REMOTE_ENTRY_FILE } from './apps.ts';

/** Where an app's remote entry is served, on its own subdomain. */
export function remoteEntryUrl(app: AppName, site?: Site): string {
  return `${originOf(APP_HOSTS[app], site)}/${REMOTE_ENTRY_FILE}`;
}

/** Where the shell says which header release it serves (see HEADER_RELEASE_FILE). */
export function headerReleaseUrl(site?: Site): string {
  return `${originOf(APP_HOSTS.shell, site)}/${HEADER_RELEASE_FILE}`;
}

export interface RemoteDescriptor {
  name: AppName;
  entry: string;
  type: 'module';
}

export function remoteDescriptor(app: AppName, site?: Site): RemoteDescriptor {
  return { name: app, entry: remoteEntryUrl(app, site), type: 'module' };
}
