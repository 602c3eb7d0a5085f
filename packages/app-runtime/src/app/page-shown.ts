import { createContext, useContext, useEffect } from 'react';

/** Told once the first page (or error page) of the app has mounted. */
export const PageShownContext = createContext<() => void>(() => {});

/** Called by every page frame: the root shell waits for it before judging the page empty. */
export function useReportPageShown(): void {
  const report = useContext(PageShownContext);
  useEffect(() => report(), [report]);
}

/** Rendered inside the layout, so it reports only once the layout and page are on screen. */
export function PageShownReporter(): null {
  useReportPageShown();
  return null;
}
