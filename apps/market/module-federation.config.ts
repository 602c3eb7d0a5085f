import { siteAppFederation } from '@591/mf';

export default siteAppFederation('market', import.meta.dirname);
