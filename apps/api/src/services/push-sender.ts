/**
 * A web push as the site's service worker reads it (`@591/push`'s payload rules): FCM carries
 * data values as strings only.
 */
export interface PushData {
  cate: string;
  link_url: string;
  push_id: string;
  record_id: string;
  title: string;
  body: string;
  icon: string;
  image?: string;
  /** A JSON string of sub-items: each listing of a digest. */
  data?: string;
}

export interface PushSender {
  /** Sends one message to each token; answers the tokens the provider no longer knows. */
  send(tokens: readonly string[], data: PushData): Promise<{ staleTokens: string[] }>;
}

/** Tokens FCM answers with these are gone for good: the browser unsubscribed or reinstalled. */
const STALE_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * Firebase Cloud Messaging with a service account (FCM_SERVICE_ACCOUNT_FILE): the provider
 * the site's pages take their tokens from. Loaded only when configured.
 */
export async function fcmPushSender(serviceAccountFile: string): Promise<PushSender> {
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp({ credential: cert(serviceAccountFile) }, 'alerts');
  const messaging = getMessaging(app);
  return {
    async send(tokens, data) {
      if (tokens.length === 0) return { staleTokens: [] };
      const { responses } = await messaging.sendEachForMulticast({
        tokens: [...tokens],
        data: { ...data },
        webpush: { headers: { Urgency: 'high' } },
      });
      const staleTokens = tokens.filter((_, index) => {
        const code = responses[index]?.error?.code;
        return code !== undefined && STALE_TOKEN_CODES.has(code);
      });
      return { staleTokens };
    },
  };
}
