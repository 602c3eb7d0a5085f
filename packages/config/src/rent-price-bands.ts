import { bandOptions } from './band-options.ts';

/** Home rents in 元 a month, the same in every region. */
export const RENT_PRICE_BANDS = bandOptions([5000, 10000, 20000, 30000, 40000], '元');
