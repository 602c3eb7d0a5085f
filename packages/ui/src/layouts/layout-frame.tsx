import type { LayoutName } from '@591/router';
import { lazy, type ReactNode, Suspense } from 'react';
import { DefaultLayout } from './default-layout.tsx';

const CustomLayout = lazy(() => import('./custom-layout.tsx'));

/** Wraps the page in the layout its route names; every layout but the default loads on demand. */
export function LayoutFrame({
  name,
  header,
  children,
}: {
  name: LayoutName;
  header: ReactNode;
  children: ReactNode;
}) {
  if (name === 'custom') {
    return (
      <Suspense fallback={header}>
        <CustomLayout header={header}>{children}</CustomLayout>
      </Suspense>
    );
  }
  return <DefaultLayout header={header}>{children}</DefaultLayout>;
}
