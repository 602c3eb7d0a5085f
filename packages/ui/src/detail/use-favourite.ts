import { collectListing, fetchCollected } from '@591/api-client';
import { useEffect, useRef, useState } from 'react';

const FAILED = '收藏失敗，請稍後再試';
const LOGGED_OUT = '登入已逾時，請重新登入後收藏';

const statusOf = (error: unknown) => (error as { response?: Response }).response?.status;

/**
 * Whether the member saved a listing, read after mount (members only, never on the server),
 * and a toggle that shows the new state at once and takes it back if the API refuses.
 */
export function useFavourite(listingId: number, isMember: boolean) {
  const [collected, setCollected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A toggle made before the status answer arrives wins over that answer.
  const toggled = useRef(false);

  useEffect(() => {
    toggled.current = false;
    setCollected(false);
    setError(null);
    if (!isMember) return;
    let current = true;
    fetchCollected([listingId])
      .then((ids) => {
        if (current && !toggled.current) setCollected(ids.includes(listingId));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [listingId, isMember]);

  const toggle = async () => {
    if (pending) return;
    const next = !collected;
    toggled.current = true;
    setCollected(next);
    setError(null);
    setPending(true);
    try {
      await collectListing(listingId, next);
    } catch (failure) {
      setCollected(!next);
      setError(statusOf(failure) === 401 ? LOGGED_OUT : FAILED);
    } finally {
      setPending(false);
    }
  };

  return { collected, error, pending, toggle };
}
