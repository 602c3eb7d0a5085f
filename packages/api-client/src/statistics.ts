import { apiClient } from './clients.ts';

export interface DetailVisit {
  post_id: number;
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: number;
  device: 'pc' | 'touch';
}

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
