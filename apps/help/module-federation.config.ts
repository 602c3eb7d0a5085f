import { siteAppFederation } from '@591/mf';

export default siteAppFederation('help', import.meta.dirname);
