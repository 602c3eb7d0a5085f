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
`;

/**
 * Where the API keeps its texts, a page for a person running the site in development: the
 * development sender sends nothing, so this is how they read a code. The API answers 404 when
 * a real SMS provider is configured, and so does this page.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SmsOutbox> {
  const url = new URL(request.url);
  const outbox = await fetchSmsOutbox(url.searchParams.get('mobile') ?? undefined);
  if (!outbox) throw notFound(url.pathname);
  return outbox;
}

export function Component() {
  const outbox = useLoaderData() as SmsOutbox;
  return (
    <section className="sms-outbox" aria-labelledby="sms-outbox-title">
      <style href="@591/user/sms-outbox" precedence="default">
        {CSS}
      </style>
      <h1 id="sms-outbox-title">簡訊寄件匣（開發環境）</h1>
      <p>開發環境不會真的寄出簡訊：驗證碼與通知都在這裡，最新的在最上面。</p>
      {outbox.items.length === 0 ? (
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
