import { sectionFederation } from '@591/mf';

export default sectionFederation('land', import.meta.dirname);
