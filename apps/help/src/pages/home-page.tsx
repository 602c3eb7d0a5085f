import { STATIC_CUSTOMER_SERVICE } from '@591/config';
import { Link } from '@591/react-router';
import { articlesIn, CATALOGUE, tasks } from '../content/catalogue.ts';
import { CATEGORIES } from '../content/help-page.ts';
import { HelpFrame } from '../layout/help-frame.tsx';

/** How many of a category's articles its card shows; the category page lists them all. */
const CARD_ARTICLES = 4;

/** 幫助中心: search, the self-service tasks, every category, the legal pages and how to reach us. */
export function Component() {
  const service = STATIC_CUSTOMER_SERVICE;
  const references = CATALOGUE.filter((entry) => entry.kind !== 'article');
  return (
    <HelpFrame crumbs={[]}>
      <h1>幫助中心</h1>
      <p className="help__lead">找房、刊登、帳號問題的說明，以及服務條款與聯絡客服的方式。</p>

      <section className="help__section" aria-labelledby="help-tasks">
        <h2 id="help-tasks">AI自助服務</h2>
        <ul className="help__grid help__grid--three">
          {tasks().map((task) => (
            <li key={task.slug} className="help__card">
              <h3>
                <Link to={task.path}>{task.title}</Link>
              </h3>
              <p>{task.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="help__section" aria-labelledby="help-categories">
        <h2 id="help-categories">使用指南</h2>
        <ul className="help__grid">
          {CATEGORIES.map((category) => (
            <li key={category.slug} className="help__card">
              <h3>
                <Link to={`/${category.slug}`}>{category.name}</Link>
              </h3>
              <p>{category.intro}</p>
              <ul>
                {articlesIn(category.slug)
                  .filter((article) => !article.task)
                  .slice(0, CARD_ARTICLES)
                  .map((article) => (
                    <li key={article.path}>
                      <Link to={article.path}>{article.title}</Link>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="help__section" aria-labelledby="help-references">
        <h2 id="help-references">條款與手冊</h2>
        <ul className="help__list">
          {references.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.title}</Link>
              <p>{entry.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="help__section" aria-labelledby="help-contact">
        <h2 id="help-contact">找不到答案？</h2>
        <p>
          客服專線 <a href={`tel:${service.phone.number}`}>{service.phone.number}</a>（
          {service.phone.hours}），或<Link to="/contact">填寫聯絡表單</Link>，{service.email.reply}
          。
        </p>
      </section>
    </HelpFrame>
  );
}
