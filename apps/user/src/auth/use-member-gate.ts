import { fetchAuth } from '@591/api-client';
import { userFromOauth, useUserStore } from '@591/identity';
import { useEffect, useState } from 'react';
import { sendToLogin } from '../center/use-member-data.ts';

export type MemberGate = 'checking' | 'member' | 'failed';

/**
 * For pages only members may see: who is logged in is asked first, and a visitor is sent to
 * log in and brought back to this page.
 */
export function useMemberGate(): MemberGate {
  const [gate, setGate] = useState<MemberGate>('checking');
  useEffect(() => {
    fetchAuth().then(
      (answer) => {
        const member = userFromOauth(answer);
        if (!member.isLogin) return sendToLogin();
        useUserStore.getState().setUser(member);
        setGate('member');
      },
      () => setGate('failed'),
    );
  }, []);
  return gate;
}
