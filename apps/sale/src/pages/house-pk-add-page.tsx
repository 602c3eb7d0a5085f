import { Link, useNavigate } from '@591/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSalePath } from '../app/sale-paths.ts';
import { AddForm } from '../house-pk/add-form.tsx';
import type { Addition } from '../house-pk/addition-data.ts';
import { MAX_COMPARED } from '../house-pk/compared-cookie.ts';
import { addCompared } from '../house-pk/compared-ids.ts';
import { HOUSE_PK_CSS } from '../house-pk/house-pk-styles.ts';

function Message({ addition }: { addition: Addition }) {
  const salePath = useSalePath();
  switch (addition.state) {
    case 'form':
      return null;
    case 'invalid':
      return (
        <p className="house-pk__notice house-pk__notice--error" role="alert">
          「{addition.input}」不是物件編號，物件編號是一串數字，請再輸入一次。
        </p>
      );
    case 'not-found':
      return (
        <p className="house-pk__notice house-pk__notice--error" role="alert">
          找不到編號 {addition.id}{' '}
          的出售物件：它可能已下架，或不是中古屋出售物件（出租、土地與商用物件無法比較）。
        </p>
      );
    case 'full':
      return (
        <p className="house-pk__notice house-pk__notice--error" role="alert">
          最多比較 {MAX_COMPARED} 間。請先在<Link to={salePath('house-pk')}>房屋比較</Link>
          移除一間，再加入「{addition.listing.title}」。
        </p>
      );
    case 'ready':
      return (
        <p className="house-pk__notice" role="status">
          正在加入「{addition.listing.title}」…<Link to={salePath('house-pk')}>前往房屋比較</Link>
        </p>
      );
  }
}

/** Adds one sale listing (?id=) to the comparison and shows it; or says why it cannot. */
export function Component({ data: addition }: { data: Addition }) {
  const salePath = useSalePath();
  const navigate = useNavigate();
  const added = useRef<number | null>(null);
  // Another tab may have filled the comparison since the page was rendered.
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (addition.state !== 'ready' || added.current === addition.listing.id) return;
    added.current = addition.listing.id;
    // The cookie is written here, in the browser; the comparison then renders with it.
    if (addCompared(addition.listing.id) === 'full') setRefused(true);
    else navigate(salePath('house-pk'), { replace: true });
  }, [addition, navigate, salePath]);

  return (
    <div className="house-pk">
      <style href="@591/sale/house-pk" precedence="default">
        {HOUSE_PK_CSS}
      </style>
      <h1>加入比較</h1>
      <p className="house-pk__intro">
        輸入中古屋出售物件的編號（物件頁網址最後的數字），最多可並排比較 {MAX_COMPARED} 間。
      </p>
      <Message
        addition={refused && addition.state === 'ready' ? { ...addition, state: 'full' } : addition}
      />
      <AddForm defaultValue={addition.state === 'invalid' ? addition.input : ''} />
      <div className="house-pk__actions">
        <Link to={salePath('house-pk')}>查看房屋比較</Link>
        <Link to={`${salePath('')}?shType=list`}>前往中古屋列表</Link>
      </div>
    </div>
  );
}
