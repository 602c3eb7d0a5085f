import type { DetailVisitBody } from '@591/contract';
import { apiClient } from './clients.ts';

/** The contract's body; `type` is the listing's as its card carries it (1, 2 or 6). */
export type DetailVisit = Omit<DetailVisitBody, 'type'> & { type: number };

/**
 * POST /behavior/detail/visit on the statistics host: one view of a detail page. `keepalive`
 * lets it finish when the visitor leaves at once; a lost count is never retried.
 */
export async function sendDetailVisit(visit: DetailVisit): Promise<void> {
  await apiClient('statistics').post('behavior/detail/visit', {
    json: visit,
    keepalive: true,
    retry: 0,
  });
}
