import { fetchOwnEntrusts } from '@591/api-client';
import { ENTRUST_PURPOSES } from '@591/config';
import { Link } from '@591/react-router';
import { DetailSection } from '@591/ui';
import { useEffect, useState } from 'react';
import type { EntrustPageData } from '../entrust/entrust-data.ts';
import { EntrustForm, type EntrustSent } from '../entrust/entrust-form.tsx';
import { OwnEntrusts } from '../entrust/own-entrusts.tsx';

const CSS = `
.entrust{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.entrust h1{margin:0 0 8px;font-size:24px}
.entrust__intro{margin:0;color:#555;max-width:720px}
.entrust__sent{max-width:720px;margin:16px 0 0;padding:10px 12px;border-radius:6px;background:#edf7ee;color:#1b5e20}
.entrust__sent a{color:#1b5e20}
`;

/**
 * 屋主委託售屋 / 出租: an owner asks the brokers of the home's district to sell or let it, and
 * sees here (and in 通知中心) who accepted. Only for members: the server sends a visitor to
 * log in and back.
 */
export function Component({ data }: { data: EntrustPageData }) {
  const [own, setOwn] = useState(data.own);
  useEffect(() => setOwn(data.own), [data.own]);
  const [sent, setSent] = useState<EntrustSent | null>(null);
  const name = ENTRUST_PURPOSES.find((choice) => choice.purpose === data.purpose)!.name;

  const onSent = (result: EntrustSent) => {
    setSent(result);
    fetchOwnEntrusts().then(
      (read) => setOwn(read.items),
      () => {},
    );
  };

  return (
    <div className="entrust">
      <style href="@591/market/entrust" precedence="default">
        {CSS}
      </style>
      <h1 id="entrust-title">屋主{name}</h1>
      <p className="entrust__intro">
        免費委託：填寫房屋資料，這個行政區在本站刊登物件的經紀人會收到你的委託；接受的經紀人會看到你的地址與電話並與你聯絡。
      </p>
      <div aria-live="polite">
        {sent && (
          <p className="entrust__sent" data-testid="entrust-sent">
            {sent.offeredTo > 0 ? (
              <>
                委託已送出，已通知{sent.districtName} {sent.offeredTo}{' '}
                位經紀人。經紀人接受後，會出現在下方與會員中心的通知中心。
              </>
            ) : (
              <>
                委託已送出，但{sent.districtName}目前沒有在本站刊登的經紀人。可以到
                <Link to="/broker">找經紀人</Link>看看鄰近行政區的經紀人。
              </>
            )}
          </p>
        )}
      </div>
      <EntrustForm purpose={data.purpose} region={data.region} onSent={onSent} />
      <DetailSection title="我的委託" testId="own-entrusts">
        <OwnEntrusts items={own} />
      </DetailSection>
    </div>
  );
}
