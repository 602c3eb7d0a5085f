import type { ReactNode } from 'react';

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only: it is read, never seen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}
