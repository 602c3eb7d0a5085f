interface ImportMetaEnv {
  readonly SENTRY_DSN?: string;
  readonly SENTRY_ENVIRONMENT?: string;
  readonly VITE_DEVTOOLS_BLOCKER?: string;
}
