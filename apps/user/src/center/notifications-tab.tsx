import { EmptyState } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';

/** 通知中心: alerts about saved searches and favourites, once alerts are sent. */
export function Component() {
  return (
    <TabPanel id="notifications-title" title="通知中心">
      <EmptyState>
        <p>目前沒有通知。訂閱的搜尋有新物件、收藏的物件降價或成交時，通知會出現在這裡。</p>
      </EmptyState>
    </TabPanel>
  );
}
