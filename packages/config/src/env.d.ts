interface ImportMetaEnv {
  readonly SITE_DOMAIN?: string;
}
