import { shellFederation } from '@591/mf';

export default shellFederation(import.meta.dirname);
