/** The client build's index.html, split where the server's markup and data go. */
export interface PageTemplate {
  /** Everything up to the root element's opening tag, included. */
  head: string;
  /** Everything after the root element. */
  tail: string;
}

const ROOT_OPEN = '<div id="root">';
const ROOT_ELEMENT = `${ROOT_OPEN}</div>`;

export function splitTemplate(html: string): PageTemplate {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`The page template has no ${ROOT_ELEMENT}`);
  return {
    head: html.slice(0, at + ROOT_OPEN.length),
    tail: html.slice(at + ROOT_ELEMENT.length),
  };
}
