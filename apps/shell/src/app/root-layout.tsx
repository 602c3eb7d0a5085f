import { Header } from '@591/header';
import { BaseStyles } from '@591/ui';
import { Outlet } from 'react-router';

/** On www the shell owns the header, so it renders its own copy, not a remote. */
export function RootLayout() {
  return (
    <>
      <BaseStyles />
      <Header />
      <main>
        <Outlet />
      </main>
    </>
  );
}
