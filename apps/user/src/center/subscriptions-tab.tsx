import { originOf } from '@591/config';
import { EmptyState } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';

/** 我的訂閱: the member's saved searches, once searches can be saved from the list pages. */
export function Component() {
  return (
    <TabPanel id="subscriptions-title" title="我的訂閱">
      <EmptyState>
        <p>
          還沒有訂閱的搜尋條件。訂閱租屋、中古屋、土地或商用的搜尋條件後，會列在這裡，
          符合條件的新物件與降價也會通知您。
        </p>
        <a href={`${originOf('rent')}/list`}>去找租屋</a>
      </EmptyState>
    </TabPanel>
  );
}
