interface ImportMetaEnv {
  readonly FIREBASE_CONFIG?: string;
  readonly FIREBASE_VAPID_KEY?: string;
}
