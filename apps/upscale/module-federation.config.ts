import { siteAppFederation } from '@591/mf';

export default siteAppFederation('upscale', import.meta.dirname);
