import type { HostMap } from '@591/config';
import { useId } from 'react';
import { sisterApps } from './constants/sister-brands.ts';
import { TOOL_MENUS } from './menu-names.ts';
import { ToolMenu } from './tool-menu.tsx';

/** The brand's leading digits, or its first character, as a stand-in icon. */
function iconText(name: string): string {
  return name.match(/^\d+/)?.[0] ?? Array.from(name)[0] ?? '';
}

export function AppMenu({ hosts }: { hosts: HostMap }) {
  const titleId = useId();
  return (
    <ToolMenu name={TOOL_MENUS.apps} label="APP下載" variant="apps">
      <p className="h591__group-title" id={titleId}>
        集團APP下載
      </p>
      <ul className="h591__app-grid" aria-labelledby={titleId}>
        {sisterApps(hosts).map((app) => (
          <li key={app.id}>
            <a
              className="h591__app"
              href={app.href}
              {...(app.external ? { target: '_blank', rel: 'noopener' } : {})}
            >
              <span className="h591__app-icon" data-brand={app.brand} aria-hidden="true">
                {iconText(app.name)}
              </span>
              <span className="h591__app-text">
                <span className="h591__app-name">{app.name}</span>
                <span className="h591__app-tagline">{app.tagline}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </ToolMenu>
  );
}
