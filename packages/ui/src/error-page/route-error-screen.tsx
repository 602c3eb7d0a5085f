import type { HeaderProps } from '@591/header';
import { type PageError, pageTypeOf, toPageError } from '@591/router';
import type { ComponentType } from 'react';
import { useRouteError } from 'react-router';
import { useReportPageShown } from '../app/page-shown.ts';
import { BaseStyles } from '../base-styles.tsx';
import { channelOfPageType } from '../layouts/active-channel.ts';
import { ErrorPage } from './error-page.tsx';

/** A whole page for an error: the header, its channel taken from the error's page type. */
export function ErrorScreen({
  error,
  Header,
}: {
  error: PageError;
  Header: ComponentType<HeaderProps>;
}) {
  useReportPageShown();
  return (
    <>
      <BaseStyles />
      <Header activeChannel={channelOfPageType(pageTypeOf(error.data))} />
      <main>
        <ErrorPage error={error} />
      </main>
    </>
  );
}

/** The root route's error element: every loader, render or 404 error of the app lands here. */
export function RouteErrorScreen({ Header }: { Header: ComponentType<HeaderProps> }) {
  return <ErrorScreen error={toPageError(useRouteError())} Header={Header} />;
}
