/**
 * The push permission sync page (PUSH_SYNC_HELPER_PATH): the seven sibling subdomains open
 * it in a hidden frame to share notification permissions. It answers only for
 * type=syncNotification.
 */
import { startSyncHub } from '@591/push';

if (new URLSearchParams(location.search).get('type') === 'syncNotification') startSyncHub();
