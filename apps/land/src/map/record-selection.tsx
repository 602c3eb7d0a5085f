import { fetchPriceRecords, type MapCluster } from '@591/api-client';
import { boxParam } from '@591/config';
import { selectionBox, useFetched } from '@591/map';
import { RecordList } from './record-list.tsx';

/** The records of a clicked marker of the real-price map: the register inside its grid cell. */
export function RecordSelection({
  apiSearch,
  selection,
}: {
  apiSearch: URLSearchParams;
  selection: MapCluster;
}) {
  const query = new URLSearchParams(apiSearch);
  query.set('bbox', boxParam(selectionBox(selection)));
  query.set('pageSize', String(Math.min(selection.count, 10)));
  const records = useFetched(query.toString(), (signal) => fetchPriceRecords(query, signal));
  if (records.status === 'failed') {
    return (
      <p role="alert">
        成交資料暫時無法載入。
        <button type="button" onClick={records.retry}>
          重試
        </button>
      </p>
    );
  }
  if (!records.data) return <p role="status">載入中…</p>;
  return <RecordList records={records.data.items} />;
}
