import { siteAppFederation } from '@591/mf';

export default siteAppFederation('mortgage', import.meta.dirname);
