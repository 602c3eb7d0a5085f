import type { ReactNode } from 'react';
import { MemberGreeting } from './member-greeting.tsx';

export function SectionLanding({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{title}</h1>
      <MemberGreeting />
      {children}
    </section>
  );
}
