import { apiClient } from '@591/api-client';

/** POST {bff}/v1/user/privacy: binds this browser's push token to the visitor (and member). */
export function sendPushToken(token: string, device: 'pc' | 'touch'): Promise<unknown> {
  return apiClient('bff').post('v1/user/privacy', {
    json: { fcm_token: token },
    headers: { device },
  });
}
