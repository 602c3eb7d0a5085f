import { formatThousands, regionById } from '@591/config';
import { Link } from '@591/react-router';
import { LandCard } from '../list/land-card.tsx';
import { landListQuery } from '../search/land-search.ts';
import type { SpecialLand } from './special-data.ts';
import type { SpecialKind } from './specials.ts';

/**
 * One kind of special land: what it is, its newest listings, and the whole list of it. Over
 * all of Taiwan, 看全部 goes to the region of the newest listing, where there is some for sure.
 */
export function SpecialSection({
  kind,
  results,
  regionId,
}: {
  kind: SpecialKind;
  results: SpecialLand['sections'][number]['results'];
  regionId: number | null;
}) {
  const listRegion = regionById(regionId ?? results.items[0]?.regionId ?? 1)!;
  const headingId = `special-${kind.id}`;
  return (
    <section className="land-special__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.name}</h2>
      {kind.explanation.map((sentence) => (
        <p key={sentence} className="land-special__text">
          {sentence}
        </p>
      ))}
      <p className="land-special__count">
        {regionId === null ? '全台' : listRegion.name}共 {formatThousands(results.total)} 筆
      </p>
      {results.items.length === 0 ? (
        <p role="status" className="land-special__empty">
          {listRegion.name}目前沒有{kind.name}，可看看其他地區。
        </p>
      ) : (
        <ol className="land-special__listings">
          {results.items.map((listing) => (
            <li key={listing.id}>
              <LandCard listing={listing} />
            </li>
          ))}
        </ol>
      )}
      <Link
        className="land-special__all"
        to={{
          pathname: '../list',
          search: `?${landListQuery(listRegion.id, 2, { special: kind.id })}`,
        }}
        relative="path"
      >
        看{listRegion.name}全部{kind.name}
      </Link>
    </section>
  );
}
