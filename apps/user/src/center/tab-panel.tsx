import { useHasStarted } from '@591/ui';
import type { ReactNode } from 'react';

/**
 * One section of the member centre, named by its heading. The server renders it with the
 * member's records; its buttons and fields wait, disabled, until the page's code runs.
 */
export function TabPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const started = useHasStarted();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <fieldset className="center__controls" disabled={!started}>
        {children}
      </fieldset>
    </section>
  );
}
