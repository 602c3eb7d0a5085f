import type { ReactNode } from 'react';
import { useMenus } from './menu-context.ts';

/** A menu button on the right of the bar with its panel right below it. */
export function ToolMenu({
  name,
  label,
  variant,
  children,
}: {
  name: string;
  label: ReactNode;
  variant: string;
  children: ReactNode;
}) {
  const menus = useMenus();
  return (
    <div className={`h591__tool h591__tool--${variant}`} {...menus.hoverProps(name)}>
      <button className="h591__tool-button" {...menus.buttonProps(name)}>
        {label}
      </button>
      <div className="h591__tool-panel" {...menus.panelProps(name)}>
        {children}
      </div>
    </div>
  );
}
