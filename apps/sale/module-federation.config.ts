import { sectionFederation } from '@591/mf';

export default sectionFederation('sale', import.meta.dirname);
