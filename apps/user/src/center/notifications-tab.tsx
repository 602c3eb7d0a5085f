import { fetchAlerts, type ListingCard, type MemberAlert, markAlertsRead } from '@591/api-client';
import {
  ENTRUST_PURPOSES,
  formatThousands,
  monthDay,
  originOf,
  savedSearchUrl,
  VISIT_PARTS_OF_DAY,
} from '@591/config';
import { useLoaderData } from '@591/react-router';
import { useCallback, useEffect, useState } from 'react';
import { AccountAlert } from './account-alert.tsx';
import { ListingItem } from './listing-item.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { MessageAlert } from './message-alert.tsx';
import { NewBuildAlert } from './new-build-alert.tsx';
import { ReportAlert } from './report-alert.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';
import { ViewingAlert } from './viewing-alert.tsx';

const PAGE_SIZE = 20;

/** Pages 1 to n, read afresh. */
function readAlerts(pages: number) {
  return Promise.all(
    Array.from({ length: pages }, (_, index) => fetchAlerts(index + 1, PAGE_SIZE)),
  ).then((read) => ({ total: read[0]?.total ?? 0, items: read.flatMap((page) => page.items) }));
}

export const loader = firstReadOnServer(() => readAlerts(1));

type ListingAlert = MemberAlert & { listing: ListingCard };

/** Why the member is told of this listing, in a line above it. */
function reasonOf(alert: ListingAlert): string {
  if (alert.kind === 'search') return `符合訂閱「${alert.search?.name ?? ''}」的新物件`;
  if (alert.kind === 'closed') return '收藏的物件已成交';
  const change = alert.priceChange;
  return change
    ? `收藏的物件降價：${formatThousands(change.oldPrice)} → ${formatThousands(change.newPrice)}${alert.listing.priceUnit}`
    : '收藏的物件降價';
}

/** A listing new to a saved search, or a favourite's price drop or close. */
function ListingAlert({ alert }: { alert: ListingAlert }) {
  return (
    <ListingItem listing={alert.listing} testId="alert-item">
      <p className="center-item__line">
        {!alert.read && <strong>新 </strong>}
        {reasonOf(alert)}
        {alert.search && (
          <>
            {' '}
            <a href={savedSearchUrl({ ...alert.search, section: alert.listing.section })}>
              看訂閱結果
            </a>
          </>
        )}
      </p>
    </ListingItem>
  );
}

/** A broker accepted the member's 委託: who, and their number to call back. */
function EntrustAlert({
  alert,
  entrust,
}: {
  alert: MemberAlert;
  entrust: NonNullable<MemberAlert['entrust']>;
}) {
  const purpose = ENTRUST_PURPOSES.find((choice) => choice.purpose === entrust.purpose)!;
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          經紀人接受了你的{purpose.name}：{entrust.address}
        </p>
        <p className="center-item__line">
          {entrust.broker.name}（經紀人證號 {entrust.broker.licence}）{' '}
          <a href={`tel:${entrust.broker.mobile}`}>{entrust.broker.mobile}</a>
        </p>
        <p className="center-item__line">
          <a href={`${originOf('market')}/entrust?entryType=${purpose.entryType}`}>看我的委託</a>
        </p>
      </div>
    </li>
  );
}

/**
 * A 預約賞屋: for the builder, a new booking at one of their projects (who, when, the number to
 * call back); for the visitor, the confirmation of their own.
 */
function VisitAlert({
  alert,
  visit,
}: {
  alert: MemberAlert;
  visit: NonNullable<MemberAlert['visit']>;
}) {
  const when = `${monthDay(visit.date)} ${VISIT_PARTS_OF_DAY.find((part) => part.id === visit.partOfDay)?.name ?? ''}`;
  const project = `${originOf('newhouse')}/${visit.newBuildId}`;
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          {visit.forBuilder
            ? `新的預約賞屋：${visit.projectName} ${when}`
            : `已預約賞屋：${visit.projectName} ${when}，接待中心將與你聯絡`}
        </p>
        {visit.forBuilder ? (
          <p className="center-item__line">
            {visit.name} <a href={`tel:${visit.mobile}`}>{visit.mobile}</a>{' '}
            <a href="/center/visits">看賞屋預約</a>
          </p>
        ) : (
          <p className="center-item__line">
            <a href={project}>看建案</a>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * 通知中心: listings new to the member's saved searches, favourites that came down in price or
 * were rented or sold, newest first. Opening the tab marks what it shows as read.
 */
export function Component() {
  const [pages, setPages] = useState(1);
  const load = useCallback(() => readAlerts(pages), [pages]);
  const data = useMemberData(
    load,
    useLoaderData() as Awaited<ReturnType<typeof readAlerts>> | null,
  );
  useEffect(() => {
    if (data.state !== 'ready') return;
    const unread = data.data.items.filter((alert) => !alert.read).map((alert) => alert.id);
    if (unread.length > 0) void markAlertsRead(unread);
  }, [data]);

  const items = data.state === 'ready' ? data.data.items : [];
  return (
    <TabPanel id="notifications-title" title="通知中心">
      <LoadStatus data={data} />
      {data.state === 'ready' && items.length === 0 && (
        <EmptyState>
          <p>
            目前沒有通知。訂閱的搜尋有新物件、收藏的物件降價或成交、經紀人接受你的委託、預約賞屋、預約看屋有變動、收到留言或回覆時，通知會出現在這裡。
          </p>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="center-list">
          {items.map((alert) =>
            alert.listing ? (
              <ListingAlert key={alert.id} alert={{ ...alert, listing: alert.listing }} />
            ) : alert.entrust ? (
              <EntrustAlert key={alert.id} alert={alert} entrust={alert.entrust} />
            ) : alert.visit ? (
              <VisitAlert key={alert.id} alert={alert} visit={alert.visit} />
            ) : alert.viewing ? (
              <ViewingAlert key={alert.id} alert={alert} viewing={alert.viewing} />
            ) : alert.newBuild ? (
              <NewBuildAlert key={alert.id} alert={alert} project={alert.newBuild} />
            ) : alert.message ? (
              <MessageAlert key={alert.id} alert={alert} message={alert.message} />
            ) : alert.report ? (
              <ReportAlert key={alert.id} alert={alert} report={alert.report} />
            ) : alert.account ? (
              <AccountAlert key={alert.id} alert={alert} account={alert.account} />
            ) : null,
          )}
        </ul>
      )}
      {data.state === 'ready' && items.length < data.data.total && (
        <p className="center-more">
          <button type="button" className="center-button" onClick={() => setPages((n) => n + 1)}>
            顯示更多通知
          </button>
        </p>
      )}
    </TabPanel>
  );
}
