import { HEADER_HEIGHT_PX } from '@591/config';
import type { HeaderProps } from '@591/header';
import { lazy, Suspense } from 'react';
import { loadHeader } from './platform.ts';

const RemoteHeader = lazy(async () => ({ default: (await loadHeader()).Header }));

/** The shell's current header release, rendered inside a section app. */
export function FederatedHeader(props: HeaderProps) {
  return (
    <Suspense fallback={<div style={{ height: HEADER_HEIGHT_PX }} aria-hidden="true" />}>
      <RemoteHeader {...props} />
    </Suspense>
  );
}
