import type { HostMap } from '@591/config';
import { MenuAnchor } from './menu-groups.tsx';
import { TOOL_MENUS } from './menu-names.ts';
import { postMenuLinks } from './menus/post-menu.ts';
import { ToolMenu } from './tool-menu.tsx';

export function PostMenu({ hosts }: { hosts: HostMap }) {
  return (
    <ToolMenu name={TOOL_MENUS.post} label="刊登廣告" variant="post">
      <ul className="h591__tool-list">
        {postMenuLinks(hosts).map((link) => (
          <li key={link.label}>
            <MenuAnchor link={link} />
          </li>
        ))}
      </ul>
    </ToolMenu>
  );
}
