import { postFirstUrl } from '@591/config';
import { Link } from '@591/react-router';
import { CHARGE_PAGES, type ChargePage } from './charge-intro.ts';
import { HelpFrame, ServiceContact } from './help-frame.tsx';

/** 收費標準: the fees and the posting steps of a rental (page 1) or a sale (page 2). */
export function Component({ data: page }: { data: ChargePage }) {
  return (
    <HelpFrame title="收費標準" lead={page.lead}>
      <nav aria-label="收費標準">
        <ul className="help-page__tabs">
          {CHARGE_PAGES.map((tab) => (
            <li key={tab.page}>
              <Link
                to={`/home/help/chargeIntro/${tab.page}`}
                aria-current={tab.page === page.page ? 'page' : undefined}
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="charge-fee">
        <h2 id="charge-fee">{page.name}費用</h2>
        <p>{page.fee}</p>
      </section>
      <section aria-labelledby="charge-steps">
        <h2 id="charge-steps">{page.name}怎麼做</h2>
        <ol>
          {page.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a className="help-page__cta" href={postFirstUrl(page.deal)}>
          {page.postLabel}
        </a>
      </section>
      <ServiceContact heading="方案與付款洽詢" />
    </HelpFrame>
  );
}
