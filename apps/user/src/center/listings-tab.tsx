import { originOf } from '@591/config';
import { EmptyState } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';

const postFirst = (type: 'rent' | 'sale') =>
  `${originOf('www')}/index.php?module=house&action=postFirst&type=${type}`;

/** 我的物件: the member's drafts and published listings, once posting is open to members. */
export function Component() {
  return (
    <TabPanel id="listings-title" title="我的物件">
      <EmptyState>
        <p>
          還沒有刊登的物件。刊登出租或出售後，草稿與刊登中的物件都會列在這裡，可隨時修改或下架。
        </p>
        <p>
          <a href={postFirst('rent')}>刊登出租</a>・<a href={postFirst('sale')}>刊登出售</a>
        </p>
      </EmptyState>
    </TabPanel>
  );
}
