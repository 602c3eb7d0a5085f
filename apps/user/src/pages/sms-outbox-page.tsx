import { fetchSmsOutbox, type SmsOutbox } from '@591/api-client';
import { type LoaderFunctionArgs, useLoaderData } from '@591/react-router';
import { notFound } from '@591/router';

const CSS = `
.sms-outbox{max-width:860px;margin:0 auto;padding:24px 16px 48px}
.sms-outbox h1{margin:0 0 8px;font-size:24px}
.sms-outbox p{color:#555}
.sms-outbox ol{margin:0;padding:0;list-style:none}
.sms-outbox li{padding:12px 0;border-bottom:1px solid #eee}
.sms-outbox time{color:#595959;font-size:13px}
.sms-outbox strong{display:block}
.sms-outbox__ask{display:flex;gap:8px;align-items:center;margin:16px 0}
.sms-outbox__ask input{padding:8px;font-size:16px}
`;

type OutboxView = { mobile: string; outbox: SmsOutbox | null };

/**
 * Where the API keeps its texts, a page for a person running the site in development: the
 * development sender sends nothing, so this is how they read a code, one mobile at a time. The
 * API answers only the machine it runs on and nothing once a real SMS provider is configured;
 * this page is then not found.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<OutboxView> {
  const url = new URL(request.url);
  const mobile = url.searchParams.get('mobile')?.trim() ?? '';
  if (mobile === '') return { mobile, outbox: null };
  const outbox = await fetchSmsOutbox(mobile);
  if (!outbox) throw notFound(url.pathname);
  return { mobile, outbox };
}

export function Component() {
  const { mobile, outbox } = useLoaderData() as OutboxView;
  return (
    <section className="sms-outbox" aria-labelledby="sms-outbox-title">
      <style href="@591/user/sms-outbox" precedence="default">
        {CSS}
      </style>
      <h1 id="sms-outbox-title">簡訊寄件匣（開發環境）</h1>
      <p>開發環境不會真的寄出簡訊：驗證碼與通知都在這裡，最新的在最上面。</p>
      <form method="get" className="sms-outbox__ask">
        <label htmlFor="sms-outbox-mobile">手機號碼</label>
        <input
          id="sms-outbox-mobile"
          name="mobile"
          inputMode="tel"
          defaultValue={mobile}
          required
        />
        <button type="submit">查看簡訊</button>
      </form>
      {!outbox ? null : outbox.items.length === 0 ? (
        <p role="status">還沒有簡訊。</p>
      ) : (
        <ol data-testid="sms-outbox">
          {outbox.items.map((text) => (
            <li key={text.id}>
              <time dateTime={text.createdAt}>{text.createdAt.slice(0, 19).replace('T', ' ')}</time>
              <strong>{text.mobile}</strong>
              {text.body}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
