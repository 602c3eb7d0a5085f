import type { PageHead } from '@591/router';

const SITE_NAME = '591幫助中心';

/** The front page is the help centre itself; every other page is one of its pages. */
export function helpHead(path: string, { title, description }: PageHead): PageHead {
  return {
    title: path === '/' ? `${title} - 591房屋交易網` : `${title} - ${SITE_NAME}`,
    description,
  };
}
