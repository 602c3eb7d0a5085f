import {
  blockConversationSender,
  type Conversation,
  type FormResult,
  fetchConversation,
  fetchQuickReplies,
  markConversationHandled,
  replyToConversation,
} from '@591/api-client';
import { listingDetailUrl } from '@591/config';
import { Link, useLoaderData, useParams } from '@591/react-router';
import { useCallback, useEffect, useState } from 'react';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { ConversationThread } from '../conversations/conversation-thread.tsx';
import { ReplyForm } from '../conversations/reply-form.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

/** The conversation, or `missing` when it is not the member's (the API answers 404). */
type Read = Conversation | 'missing';

const readConversation = async (id: number): Promise<Read> =>
  (await fetchConversation(id)) ?? 'missing';

export const loader = firstReadOnServer(({ params }) => readConversation(Number(params.id)));

/**
 * One conversation of the member's, either side: its listing, the other side, every message
 * and the answer box. The poster also marks it 已處理 and blocks or lets in the sender. Opening
 * it marks it read.
 */
export function Component() {
  const first = useLoaderData() as Read | null;
  const id = Number(useParams().id);
  const read = useCallback(() => readConversation(id), [id]);
  const data = useMemberData(read, first);
  const [latest, setLatest] = useState<Conversation | null>(null);
  const loaded = data.state === 'ready' ? data.data : null;
  const conversation = latest?.id === id ? latest : loaded === 'missing' ? null : loaded;
  const backTo = conversation?.role === 'seeker' ? '/center/messages' : '/center/received';
  return (
    <section aria-labelledby="conversation-title">
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <p>
        <Link to={backTo}>← 回到{backTo === '/center/messages' ? '我的訊息' : '收到的留言'}</Link>
      </p>
      <LoadStatus data={data} />
      {loaded === 'missing' && (
        <>
          <h2 id="conversation-title">找不到這則對話</h2>
          <EmptyState>
            <p>這則對話不存在，或不是您的對話。</p>
          </EmptyState>
        </>
      )}
      {conversation && <ConversationView conversation={conversation} onChange={setLatest} />}
    </section>
  );
}

function ConversationView({
  conversation,
  onChange,
}: {
  conversation: Conversation;
  onChange: (conversation: Conversation) => void;
}) {
  const poster = conversation.role === 'poster';
  const phrases = useQuickReplies(poster);
  return (
    <>
      <div className="conversation-head">
        <h2 id="conversation-title">
          <a href={listingDetailUrl(conversation.listing)}>{conversation.listing.title}</a>
        </h2>
        <p className="center-item__line">
          {poster ? '詢問者' : '刊登者'}：{conversation.with}
          {conversation.seekerMobile && (
            <>
              {' '}
              <a href={`tel:${conversation.seekerMobile}`}>{conversation.seekerMobile}</a>
            </>
          )}
        </p>
      </div>
      {poster && <PosterTools conversation={conversation} onChange={onChange} />}
      <ConversationThread conversation={conversation} reportable />
      <ReplyForm
        send={(body) => replyToConversation(conversation.id, body)}
        onSent={onChange}
        phrases={phrases}
      />
    </>
  );
}

/** The poster's saved phrases, for the answer box; none when they cannot be read. */
function useQuickReplies(poster: boolean): string[] {
  const [phrases, setPhrases] = useState<string[]>([]);
  useEffect(() => {
    if (!poster) return;
    fetchQuickReplies().then(setPhrases, () => undefined);
  }, [poster]);
  return phrases;
}

/** 標示已處理 and 封鎖, each undone by pressing it again; the outcome is read out. */
function PosterTools({
  conversation,
  onChange,
}: {
  conversation: Conversation;
  onChange: (conversation: Conversation) => void;
}) {
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState('');
  const act = async (
    call: () => Promise<FormResult<unknown>>,
    done: string,
    next: Conversation,
  ) => {
    setPending(true);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      setSaid(result.message);
      return;
    }
    setSaid(done);
    onChange(next);
  };
  const { id, handled, blocked } = conversation;
  return (
    <div className="conversation-tools">
      <button
        type="button"
        className="center-button"
        disabled={pending}
        aria-pressed={handled}
        onClick={() =>
          act(
            () => markConversationHandled(id, !handled),
            handled ? '已改回未處理' : '已標示為已處理',
            { ...conversation, handled: !handled },
          )
        }
      >
        {handled ? '改回未處理' : '標示已處理'}
      </button>
      <button
        type="button"
        className="center-button center-button--danger"
        disabled={pending}
        aria-pressed={blocked}
        onClick={() =>
          act(
            () => blockConversationSender(id, !blocked),
            blocked ? '已解除封鎖，對方可以再留言給您' : '已封鎖，對方之後的留言將不會送達',
            { ...conversation, blocked: !blocked },
          )
        }
      >
        {blocked ? '解除封鎖' : '封鎖此詢問者'}
      </button>
      <p className="center__live" role="status">
        {said}
      </p>
    </div>
  );
}
