import { acceptEntrustOffer, type EntrustOffer, fetchEntrustOffers } from '@591/api-client';
import { ENTRUST_MAX_ACCEPTED, ENTRUST_PURPOSES, formatThousands, originOf } from '@591/config';
import { Link, useLoaderData } from '@591/react-router';
import { useEffect, useState } from 'react';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

const read = () => fetchEntrustOffers(1, 50);

export const loader = firstReadOnServer(read);

const purposeOf = (offer: EntrustOffer) =>
  ENTRUST_PURPOSES.find((choice) => choice.purpose === offer.purpose)!;

/**
 * 委託案件: owners' requests to sell or let a home in a district where the member posts as a
 * broker. The road only, until they accept: then the owner's name, number and door number.
 */
export function Component() {
  const data = useMemberData(read, useLoaderData() as Awaited<ReturnType<typeof read>> | null);
  const [items, setItems] = useState<EntrustOffer[]>(() =>
    data.state === 'ready' ? data.data.items : [],
  );
  useEffect(() => {
    if (data.state === 'ready') setItems(data.data.items);
  }, [data]);
  const replace = (next: EntrustOffer) =>
    setItems((current) => current.map((item) => (item.id === next.id ? next : item)));

  return (
    <TabPanel id="entrusts-title" title="委託案件">
      <LoadStatus data={data} />
      {data.state === 'ready' && items.length === 0 && (
        <EmptyState>
          <p>
            目前沒有委託。以經紀人身分刊登物件並通過
            <Link to="/center/professional">專業認證</Link>
            後，該行政區的屋主委託售屋或出租時，會出現在這裡。
          </p>
          <a href={`${originOf('market')}/broker`}>看找經紀人頁面</a>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="center-list">
          {items.map((offer) => (
            <OfferItem key={offer.id} offer={offer} onAccepted={replace} />
          ))}
        </ul>
      )}
    </TabPanel>
  );
}

function OfferItem({
  offer,
  onAccepted,
}: {
  offer: EntrustOffer;
  onAccepted: (offer: EntrustOffer) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const purpose = purposeOf(offer);
  const full = offer.acceptedCount >= ENTRUST_MAX_ACCEPTED;

  const accept = async () => {
    setSending(true);
    setError(null);
    const result = await acceptEntrustOffer(offer.id);
    setSending(false);
    if (result.ok) onAccepted(result.data);
    else setError(result.message);
  };

  return (
    <li className="center-item center-item--plain" data-testid="entrust-offer">
      <div className="center-item__body">
        <h3 className="center-item__title">
          {purpose.name}・{offer.regionName}
          {offer.districtName}
          {offer.address}
        </h3>
        <p className="center-item__line">
          {[
            offer.homeType,
            `${offer.area}坪`,
            offer.rooms === null ? null : `${offer.rooms}房`,
            `${formatThousands(offer.price)}${purpose.priceUnit}`,
            `${offer.createdAt.slice(0, 10).replaceAll('-', '/')} 送出`,
          ]
            .filter(Boolean)
            .join('・')}
        </p>
        {offer.note && <p className="center-item__line">屋主說明：{offer.note}</p>}
        {offer.owner ? (
          <p className="center-item__line" data-testid="entrust-owner">
            你已接受：{offer.owner.name}{' '}
            <a href={`tel:${offer.owner.mobile}`}>{offer.owner.mobile}</a>
          </p>
        ) : (
          <p className="center-item__line">
            {full
              ? `已有 ${ENTRUST_MAX_ACCEPTED} 位經紀人接受`
              : `${offer.acceptedCount} 位經紀人已接受，最多 ${ENTRUST_MAX_ACCEPTED} 位`}
          </p>
        )}
        {error && (
          <p className="mf__alert" role="alert">
            {error}
          </p>
        )}
      </div>
      {!offer.owner && !full && (
        <div className="center-item__actions">
          <button
            type="button"
            className="center-button"
            disabled={sending}
            onClick={() => void accept()}
          >
            {sending ? '接受中…' : '接受委託'}
          </button>
        </div>
      )}
    </li>
  );
}
