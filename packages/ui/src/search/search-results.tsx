import type { ListingCard } from '@591/api-client';
import { formatThousands } from '@591/config';
import { useLocation, useNavigate, useNavigation } from '@591/react-router';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { CardControls } from './card-controls.tsx';
import {
  followLinksInApp,
  type ListingPageInHtml,
  markNewCards,
  NEW_CLASS,
  NEW_LABEL,
  NEW_LABEL_CSS,
  useCardsHtml,
} from './cards-in-html.ts';
import { useNewSinceVisit } from './new-since-visit.ts';
import { Pagination } from './pagination.tsx';
import { ResultSkeleton } from './result-skeleton.tsx';

const CSS = `
.search-results{padding-bottom:48px}
.search-results__total{margin:16px 0 0;color:#555;font-size:14px}
.search-results__total strong{color:#c62828}
.search-results__list{list-style:none;margin:0;padding:0}
.search-results__new{position:relative}
${NEW_LABEL_CSS}
.search-results__new::before{content:"新";position:absolute;z-index:1;top:12px;left:-4px;padding:2px 6px;border-radius:4px;background:#c62828;color:#fff;font-size:12px;font-weight:700}
.search-results__empty{margin:32px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
`;

/** True while this page waits for its own URL with other search parameters. */
function useSearchPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

/**
 * A page of search results: the total, the cards, paging, a zh-TW empty state, and card
 * skeletons (same heights as the cards) while another search of this page loads. The cards
 * of the page the server rendered stay its HTML (see cards-in-html.ts); `cardControls` are
 * the parts of a card that do need code (the sale list's 比較), each a small island of its
 * own in the card's HTML.
 */
export function SearchResults({
  results,
  renderCard,
  cardControls,
  emptyHint,
  emptyText = '沒有符合條件的物件，請放寬篩選條件再試一次。',
  pending: loadingElsewhere = false,
}: {
  results: ListingPageInHtml;
  renderCard: (listing: ListingCard, index: number) => ReactNode;
  cardControls?: CardControls;
  emptyHint?: ReactNode;
  emptyText?: string;
  /** Results the page fetches itself (a map's, as it moves) are on their way. */
  pending?: boolean;
}) {
  const pending = useSearchPending() || loadingElsewhere;
  const newIds = useNewSinceVisit((state) => state.ids);
  const location = useLocation();
  const listId = useId();
  const cardsHtml = useCardsHtml(results, listId);
  const { total, items, page, pageSize } = results;
  const count = results.itemsInHtml ?? items.length;
  return (
    <section aria-label="搜尋結果" aria-busy={pending} className="search-results">
      <style href="@591/ui/search-results" precedence="default">
        {CSS}
      </style>
      <p className="search-results__total" data-testid="result-total">
        共 <strong>{formatThousands(total)}</strong> 筆
      </p>
      {pending ? (
        <ResultSkeleton count={Math.max(1, Math.min(count, 6))} />
      ) : cardsHtml === '' ? (
        <p className="search-results__empty" role="alert">
          物件列表無法顯示，請<a href={location.pathname + location.search}>重新整理頁面</a>。
        </p>
      ) : cardsHtml !== null ? (
        <CardsAsServerHtml
          id={listId}
          html={cardsHtml}
          newIds={newIds}
          cardControls={cardControls}
        />
      ) : count === 0 ? (
        <div className="search-results__empty" role="status">
          <p>{emptyText}</p>
          {emptyHint}
        </div>
      ) : (
        <ol className="search-results__list" id={listId}>
          {items.map((listing, index) => (
            <li
              key={listing.id}
              data-listing-id={listing.id}
              className={newIds.has(listing.id) ? NEW_CLASS : undefined}
            >
              {newIds.has(listing.id) && (
                <span className="search-results__new-label">{NEW_LABEL}</span>
              )}
              {renderCard(listing, index)}
              {cardControls && (
                <div className="search-results__controls" data-card-controls={listing.id}>
                  {cardControls.render(listing.id)}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </section>
  );
}

/**
 * The cards the server rendered, left as its HTML: links in them are followed in the app,
 * the 新 marks are set on them, and each card's controls are rendered into its own place.
 */
function CardsAsServerHtml({
  id,
  html,
  newIds,
  cardControls,
}: {
  id: string;
  html: string;
  newIds: ReadonlySet<number>;
  cardControls?: CardControls;
}) {
  const navigate = useNavigate();
  // The element is this component's for its whole life. A kept page hidden behind another
  // detaches its refs: the list is kept all the same, so the controls' islands stay as they are
  // rather than mount again over the ones React already drew.
  const element = useRef<HTMLOListElement | null>(null);
  const keepList = useCallback((list: HTMLOListElement | null) => {
    if (list) element.current = list;
  }, []);
  useLayoutEffect(() => {
    if (element.current) markNewCards(element.current, newIds);
  }, [newIds]);
  // The islands take the element once the page is committed, not while it is: a state change
  // in the middle of committing the hydrated page renders it again at once, effects and all,
  // in one long task.
  const [list, setList] = useState<HTMLOListElement | null>(null);
  useEffect(() => {
    setList(element.current);
  }, []);
  const follow = useCallback(
    (to: string) => {
      void navigate(to);
    },
    [navigate],
  );
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links themselves take the keys; this only follows them in the app */}
      <ol
        ref={keepList}
        className="search-results__list"
        id={id}
        onClick={followLinksInApp(follow)}
        suppressHydrationWarning
        // The server's own HTML of these cards, as it sent it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {list && cardControls?.islands(list)}
    </>
  );
}
