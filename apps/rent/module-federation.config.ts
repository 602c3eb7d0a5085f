import { sectionFederation } from '@591/mf';

export default sectionFederation('rent', import.meta.dirname);
