import { type Conversation, replyByLink } from '@591/api-client';
import { listingDetailUrl, memberPageUrl } from '@591/config';
import { useSearchParams } from '@591/react-router';
import { useState } from 'react';
import { CENTER_CSS } from '../center/center-styles.ts';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { ConversationThread } from '../conversations/conversation-thread.tsx';
import { LinkViewings } from '../conversations/link-viewings.tsx';
import { ReplyForm } from '../conversations/reply-form.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';

/**
 * A visitor's conversation with a poster, opened by the link texted when the poster answered:
 * read and answered without an account. The link itself is the key, so the page is private.
 */
export function Component({ data }: { data: Conversation }) {
  const [conversation, setConversation] = useState(data);
  const token = useSearchParams()[0].get('t') ?? '';
  return (
    <section className="member-card member-card--wide" aria-labelledby="conversation-title">
      {/* The member centre's own sheet (the same href): its lists and buttons. */}
      <style href="@591/user/center" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}`}
      </style>
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <h1 id="conversation-title">
        您對「<a href={listingDetailUrl(conversation.listing)}>{conversation.listing.title}</a>
        」的留言
      </h1>
      <p className="member-card__lead">
        刊登者：{conversation.with}。回覆後，對方會在會員中心收到通知。
      </p>
      <LinkViewings conversation={conversation} token={token} onChange={setConversation} />
      <ConversationThread conversation={conversation} />
      <ReplyForm send={(body) => replyByLink(token, body)} onSent={setConversation} />
      <p className="member-card__lead">
        想保存所有對話？<a href={memberPageUrl('register')}>免費註冊會員</a>
        ，以同一支手機登入後可在「我的訊息」查看。
      </p>
    </section>
  );
}
