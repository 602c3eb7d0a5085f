import { siteAppFederation } from '@591/mf';

export default siteAppFederation('user', import.meta.dirname);
