import { lazy, Suspense } from 'react';
import { loadHeader } from './platform.ts';

const RemoteFooter = lazy(async () => ({ default: (await loadHeader()).Footer }));

/** The shell's current footer, released with the header; it sits below the fold. */
export function FederatedFooter() {
  return (
    <Suspense fallback={null}>
      <RemoteFooter />
    </Suspense>
  );
}
