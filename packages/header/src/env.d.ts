interface ImportMetaEnv {
  readonly HEADER_RELEASE?: string;
}
