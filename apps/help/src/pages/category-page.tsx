import { Link } from '@591/react-router';
import { articlesIn } from '../content/catalogue.ts';
import { CATEGORIES } from '../content/help-page.ts';
import { HelpFrame } from '../layout/help-frame.tsx';

export type Category = (typeof CATEGORIES)[number];

/** 新手指南, 房東/屋主, 仲介, 建商/代銷, 租客, 帳號與安全: every article of the category. */
export function Component({ data: category }: { data: Category }) {
  const articles = articlesIn(category.slug);
  return (
    <HelpFrame crumbs={[{ label: category.name }]}>
      <h1>{category.name}</h1>
      <p className="help__lead">{category.intro}</p>
      <ul className="help__list">
        {articles.map((article) => (
          <li key={article.path}>
            <Link to={article.path}>{article.title}</Link>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
      <nav className="help__section" aria-labelledby="help-other-categories">
        <h2 id="help-other-categories">其他分類</h2>
        <ul className="help__list">
          {CATEGORIES.filter((other) => other.slug !== category.slug).map((other) => (
            <li key={other.slug}>
              <Link to={`/${other.slug}`}>{other.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </HelpFrame>
  );
}
