export { Footer } from './footer.tsx';
export { Header, type HeaderProps } from './header.tsx';
export { HEADER_RELEASE } from './release.ts';
