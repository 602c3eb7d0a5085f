import {
  collectListing,
  collectNewBuild,
  fetchCollected,
  fetchCollectedNewBuilds,
} from '@591/api-client';
import { useEffect, useRef, useState } from 'react';

/** What a favourite button saves: a listing, or a new-build project (新建案). */
export interface FavouriteSubject {
  kind: 'listing' | 'newBuild';
  id: number;
}

/** Each kind's calls: which of some ids are saved, and save (true) or forget (false) one. */
const CALLS = {
  listing: { read: fetchCollected, write: collectListing },
  newBuild: { read: fetchCollectedNewBuilds, write: collectNewBuild },
};

const FAILED = '收藏失敗，請稍後再試';
const LOGGED_OUT = '登入已逾時，請重新登入後收藏';

const statusOf = (error: unknown) => (error as { response?: Response }).response?.status;

/**
 * Whether the member saved a listing or a project, read after mount (members only, never on
 * the server), and a toggle that shows the new state at once and takes it back if the API
 * refuses.
 */
export function useFavourite({ kind, id }: FavouriteSubject, isMember: boolean) {
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
    CALLS[kind]
      .read([id])
      .then((ids) => {
        if (current && !toggled.current) setCollected(ids.includes(id));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kind, id, isMember]);

  const toggle = async () => {
    if (pending) return;
    const next = !collected;
    toggled.current = true;
    setCollected(next);
    setError(null);
    setPending(true);
    try {
      await CALLS[kind].write(id, next);
    } catch (failure) {
      setCollected(!next);
      setError(statusOf(failure) === 401 ? LOGGED_OUT : FAILED);
    } finally {
      setPending(false);
    }
  };

  return { collected, error, pending, toggle };
}
