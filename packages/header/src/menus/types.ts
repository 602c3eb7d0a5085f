export interface MenuLink {
  label: string;
  href: string;
  /** Another brand's site: opened in a new tab. */
  external?: boolean;
}

export interface MenuGroup {
  /** Stable within one menu; used for keys and element ids. */
  id: string;
  title: string;
  links: MenuLink[];
  /** A promotional line shown under the title. */
  note?: string;
  /** Calls to action render as buttons. */
  style?: 'list' | 'two-columns' | 'actions';
}
