export { Header, type HeaderProps } from './header.tsx';
export { HEADER_RELEASE } from './release.ts';
