import { sectionFederation } from '@591/mf';

export default sectionFederation('business', import.meta.dirname);
