import { memberFederation } from '@591/mf';

export default memberFederation(import.meta.dirname);
