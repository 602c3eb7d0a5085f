export { type ApiGroup, apiClient } from './clients.ts';
export { fetchOneId, type OneIdQuery } from './identity.ts';
export { fetchAuth, type OauthResponse } from './user.ts';
