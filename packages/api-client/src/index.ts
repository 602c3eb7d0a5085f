export { type ApiGroup, apiClient } from './clients.ts';
export { fetchOneId, type OneIdQuery } from './identity.ts';
export { type ListingCard, type ListingPage, type Section, searchListings } from './listings.ts';
export { fetchAuth, type OauthResponse } from './user.ts';
