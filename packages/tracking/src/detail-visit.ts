import { sendDetailVisit } from '@591/api-client';
import { useEffect } from 'react';
import { deviceKind } from './device-kind.ts';

/**
 * Counts a view of a listing's detail page (the views its cards show). Sent from the page
 * rather than counted by the detail GET, which stays cacheable and read-only.
 */
export function useDetailVisit({ id, type }: { id: number; type: number }) {
  useEffect(() => {
    sendDetailVisit({ post_id: id, type, device: deviceKind() }).catch(() => {
      // A lost count is the statistics' loss, never the visitor's problem.
    });
  }, [id, type]);
}
