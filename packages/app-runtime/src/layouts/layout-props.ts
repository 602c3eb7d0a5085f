import type { ReactNode } from 'react';

export interface LayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}
