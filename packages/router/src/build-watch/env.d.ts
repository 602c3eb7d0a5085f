interface ImportMetaEnv {
  readonly BUILD_ID?: string;
}
