import { currentMember } from '@591/identity';
import { useEffect, useState } from 'react';
import { sendToLogin } from '../center/use-member-data.ts';

export type MemberGate = 'checking' | 'member' | 'failed';

/**
 * For pages only members may see: who is logged in comes from the page's start-up check (see
 * currentMember), and a visitor is sent to log in and brought back to this page. A session
 * that lapsed since is found by the member's own records, which then send to log in too.
 */
export function useMemberGate(): MemberGate {
  const [gate, setGate] = useState<MemberGate>('checking');
  useEffect(() => {
    currentMember().then(
      (member) => (member.isLogin ? setGate('member') : sendToLogin()),
      () => setGate('failed'),
    );
  }, []);
  return gate;
}
