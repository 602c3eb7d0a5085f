interface ImportMetaEnv {
  readonly SITE_DOMAIN?: string;
  readonly TAG_MANAGER_ID?: string;
}
