import { fetchRecommendations, type Recommendations } from '@591/api-client';
import { useEffect, useState } from 'react';

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; recommendations: Recommendations };

/**
 * A detail page's recommendations, asked for once the page is up: they sit below the fold,
 * so the page is neither held back on the server nor heavier to hydrate for them. A kept-alive
 * page shown again keeps what it had.
 */
export function useRecommendations(postId: number) {
  const [loaded, setLoaded] = useState<{ postId: number; state: RecommendationsState }>({
    postId,
    state: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const current = loaded.postId === postId ? loaded.state : { status: 'loading' as const };
  const settled = loaded.postId === postId && loaded.state.status === 'done';
  useEffect(() => {
    if (settled) return;
    let live = true;
    setLoaded({ postId, state: { status: 'loading' } });
    fetchRecommendations(postId).then(
      (recommendations) =>
        live && setLoaded({ postId, state: { status: 'done', recommendations } }),
      () => live && setLoaded({ postId, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [postId, attempt, settled]);
  return { state: current, retry: () => setAttempt((count) => count + 1) };
}
