import { siteAppFederation } from '@591/mf';

export default siteAppFederation('news', import.meta.dirname);
