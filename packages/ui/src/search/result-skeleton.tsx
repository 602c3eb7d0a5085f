import { minWidthQuery } from '@591/config';

const CSS = `
.result-skeleton{display:grid;grid-template-columns:112px 1fr;gap:12px;padding:16px 0;border-bottom:1px solid #eee;min-height:117px}
.result-skeleton__block{background:#efefef;border-radius:4px}
.result-skeleton__photo{aspect-ratio:4/3;border-radius:6px}
.result-skeleton__line{height:14px;margin:8px 0 0}
@media ${minWidthQuery('md')}{
.result-skeleton{grid-template-columns:240px 1fr auto;gap:20px;min-height:213px}
}
`;

/**
 * Grey stand-ins shaped like the result cards, so nothing moves when the results arrive. They
 * stand still: a moving background is painted again on the main thread every frame, and the
 * home page shows them while it starts.
 */
export function ResultSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true">
      <style href="@591/ui/result-skeleton" precedence="default">
        {CSS}
      </style>
      {Array.from({ length: count }, (_, index) => (
        <div className="result-skeleton" key={index}>
          <div className="result-skeleton__block result-skeleton__photo" />
          <div>
            <div
              className="result-skeleton__block result-skeleton__line"
              style={{ width: '70%', height: 18 }}
            />
            <div
              className="result-skeleton__block result-skeleton__line"
              style={{ width: '50%' }}
            />
            <div
              className="result-skeleton__block result-skeleton__line"
              style={{ width: '60%' }}
            />
            <div
              className="result-skeleton__block result-skeleton__line"
              style={{ width: '40%' }}
            />
          </div>
          <div
            className="result-skeleton__block result-skeleton__line"
            style={{ width: 96, height: 24 }}
          />
        </div>
      ))}
    </div>
  );
}
