import type { LayoutName } from '@591/router';
import { lazy, Suspense } from 'react';
import { DefaultLayout } from './default-layout.tsx';
import type { LayoutProps } from './layout-props.ts';

const CustomLayout = lazy(() => import('./custom-layout.tsx'));

/** Wraps the page in the layout its route names; every layout but the default loads on demand. */
export function LayoutFrame({ name, ...layout }: LayoutProps & { name: LayoutName }) {
  if (name === 'custom') {
    return (
      <Suspense fallback={layout.header}>
        <CustomLayout {...layout} />
      </Suspense>
    );
  }
  return <DefaultLayout {...layout} />;
}
