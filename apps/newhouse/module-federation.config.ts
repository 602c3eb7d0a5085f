import { siteAppFederation } from '@591/mf';

export default siteAppFederation('newhouse', import.meta.dirname);
