declare module 'virtual:help-search-index' {
  /** MiniSearch's JSON of every help page (content-plugin.ts). */
  const json: string;
  export default json;
}
