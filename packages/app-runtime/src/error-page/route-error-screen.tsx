import { useRouteError } from '@591/react-router';
import { type PageError, pageTypeOf, toPageError } from '@591/router';
import { BaseStyles } from '@591/ui';
import { ChromeIsland } from '../app/chrome-island.tsx';
import { useReportPageShown } from '../app/page-shown.ts';
import { channelOfPageType } from '../layouts/active-channel.ts';
import { ErrorPage } from './error-page.tsx';

/** A whole page for an error: the header, its channel taken from the error's page type. */
export function ErrorScreen({ error }: { error: PageError }) {
  useReportPageShown();
  return (
    <>
      <BaseStyles />
      <ChromeIsland
        part="header"
        props={{ activeChannel: channelOfPageType(pageTypeOf(error.data)) }}
      />
      <main id="main">
        <ErrorPage error={error} />
      </main>
      <ChromeIsland part="footer" props={{}} />
    </>
  );
}

/** The root route's error element: every loader, render or 404 error of the app lands here. */
export function RouteErrorScreen() {
  return <ErrorScreen error={toPageError(useRouteError())} />;
}
