import { createContext, useContext } from 'react';
import type { MenuController } from './use-menu-controller.ts';

export const MenuContext = createContext<MenuController | null>(null);

export function useMenus(): MenuController {
  const menus = useContext(MenuContext);
  if (!menus) throw new Error('Header menus are used outside <Header>');
  return menus;
}
