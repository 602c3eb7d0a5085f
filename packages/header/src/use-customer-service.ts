import { type CustomerServiceInfo, STATIC_CUSTOMER_SERVICE } from '@591/config';
import { useCallback, useRef, useState } from 'react';
import { fetchCustomerService } from './customer-service-api.ts';

export type CustomerServiceStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Customer-service info, fetched once on the first load() (the help menu's first opening, so
 * page views never pay for it). Until it answers, and if it fails, the static texts show.
 */
export function useCustomerService(apiOrigin: string) {
  const [state, setState] = useState<{
    status: CustomerServiceStatus;
    info: CustomerServiceInfo;
  }>({ status: 'idle', info: STATIC_CUSTOMER_SERVICE });
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    fetchCustomerService(apiOrigin).then(
      (info) => setState({ status: 'ready', info }),
      () => setState({ status: 'failed', info: STATIC_CUSTOMER_SERVICE }),
    );
  }, [apiOrigin]);

  return { ...state, load };
}
