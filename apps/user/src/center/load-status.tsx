import type { MemberData } from './use-member-data.ts';

/** What a tab shows until its records are ready: loading, or a failure with 重試. */
export function LoadStatus({ data }: { data: MemberData<unknown> }) {
  if (data.state === 'loading') {
    return (
      <p className="center__status" aria-busy="true">
        載入中…
      </p>
    );
  }
  if (data.state === 'failed') {
    return (
      <div className="mf__alert" role="alert">
        資料載入失敗，請稍後再試。{' '}
        <button type="button" className="center-button" onClick={data.retry}>
          重試
        </button>
      </div>
    );
  }
  return null;
}

/** A tab with nothing in it yet: what will be here, and where to start. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <div className="center-empty">{children}</div>;
}
