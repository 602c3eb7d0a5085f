import { helpFederation } from '@591/mf';

export default helpFederation(import.meta.dirname);
