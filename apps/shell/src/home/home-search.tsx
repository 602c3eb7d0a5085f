import { RegionSelect } from '@591/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { type QuickChoices, SEARCH_TABS, type SearchTab, searchUrl } from './search-tabs.ts';

// The tabs are radios and the form shown is the checked one's, by CSS alone: the search works
// the same before the app has started, and the arrow keys move between tabs as in any radio
// group. Only the shown form is in the accessibility tree.
const CSS = `
.home-search{margin-top:20px;padding:16px;border-radius:12px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.12)}
.home-search__tabs{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 12px;padding:0;border:0}
.home-search__tabs legend{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.home-search__tabs label{position:relative;display:inline-flex;align-items:center;min-height:40px;padding:0 14px;border-radius:20px;font-size:16px;color:#444;cursor:pointer}
.home-search__tabs input{position:absolute;opacity:0;width:1px;height:1px}
.home-search__tabs label:has(input:checked){background:#b35000;color:#fff;font-weight:700}
.home-search__tabs label:has(input:focus-visible){outline:2px solid #b35000;outline-offset:2px}
.home-search__form{display:none}
${SEARCH_TABS.map((tab) => `.home-search:has(input[value=${tab.key}]:checked) .home-search__form--${tab.key}`).join(',')}{display:block}
.home-search__main{display:grid;grid-template-columns:1fr;gap:8px}
.home-search__main select,.home-search__main input{box-sizing:border-box;width:100%;min-height:44px;padding:0 12px;border:1px solid #949494;border-radius:6px;background:#fff;font:inherit;font-size:16px;color:#222}
.home-search__main button{min-height:44px;padding:0 28px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.home-search__main button:hover{background:#8a3d00}
.home-search__main :focus-visible{outline:2px solid #b35000;outline-offset:2px}
.home-search__choices{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;margin:10px 0 0;padding:0;border:0;font-size:14px}
.home-search__choices legend{float:left;margin-right:4px;color:#555}
.home-search__choices label{position:relative;display:inline-flex;align-items:center;min-height:32px;padding:0 10px;border:1px solid #ddd;border-radius:16px;color:#333;cursor:pointer}
.home-search__choices input{position:absolute;opacity:0;width:1px;height:1px}
.home-search__choices label:has(input:checked){border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
.home-search__choices label:has(input:focus-visible){outline:2px solid #b35000;outline-offset:2px}
@media (max-width:599px){.home-search{padding:12px}.home-search__tabs label{padding:0 10px}}
@media (min-width:600px){.home-search__main{grid-template-columns:150px 1fr auto}}
`;

function ChoiceRow({ row }: { row: QuickChoices }) {
  return (
    <fieldset className="home-search__choices">
      <legend>{row.legend}</legend>
      {row.options.map((option, index) => (
        <label key={option.id}>
          <input
            type={row.checkbox ? 'checkbox' : 'radio'}
            name={row.param}
            value={option.id}
            defaultChecked={!row.checkbox && index === 0}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * One tab's form: region, keyword and quick choices, sent as a GET to the section's own list.
 * Once scripts run, empty choices (不限) are left out of the address.
 */
function TabForm({
  tab,
  regionId,
  onRegionChange,
}: {
  tab: SearchTab;
  regionId: number;
  onRegionChange: (regionId: number) => void;
}) {
  const region = useRef<HTMLSelectElement>(null);
  const started = useRef(false);
  // The select is the browser's own: a region picked before scripts ran is kept and becomes
  // the page's; later changes (the cookie read at start, another tab's choice) are carried to it.
  useEffect(() => {
    const select = region.current;
    if (!select) return;
    if (!started.current) {
      started.current = true;
      if (select.value !== String(regionId)) return onRegionChange(Number(select.value));
    }
    select.value = String(regionId);
  }, [regionId, onRegionChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(searchUrl(tab, new FormData(event.currentTarget)));
  };
  return (
    <search
      className={`home-search__form home-search__form--${tab.key}`}
      aria-label={`搜尋${tab.label}`}
    >
      <form method="get" action={tab.action()} onSubmit={submit}>
        {Object.entries(tab.fixed).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="home-search__main">
          <RegionSelect
            ref={region}
            name={tab.regionParam}
            regionId={regionId}
            aria-label="地區"
            onChange={(event) => onRegionChange(Number(event.currentTarget.value))}
          />
          <input
            type="search"
            name="keyword"
            maxLength={50}
            placeholder={tab.keywordHint}
            aria-label="關鍵字"
            enterKeyHint="search"
          />
          <button type="submit">搜尋</button>
        </div>
        {tab.choices(regionId).map((row) => (
          <ChoiceRow key={row.param} row={row} />
        ))}
      </form>
    </search>
  );
}

/** The home page's search: a tab per section, each a form that works before scripts run. */
export function HomeSearch({
  regionId,
  onRegionChange,
}: {
  regionId: number;
  onRegionChange: (regionId: number) => void;
}) {
  return (
    <section className="home-search" aria-label="搜尋物件">
      <style href="@591/shell/home-search" precedence="default">
        {CSS}
      </style>
      <fieldset className="home-search__tabs">
        <legend>找什麼物件</legend>
        {SEARCH_TABS.map((tab, index) => (
          <label key={tab.key}>
            <input
              type="radio"
              name="home-search-tab"
              value={tab.key}
              defaultChecked={index === 0}
            />
            {tab.label}
          </label>
        ))}
      </fieldset>
      {SEARCH_TABS.map((tab) => (
        <TabForm key={tab.key} tab={tab} regionId={regionId} onRegionChange={onRegionChange} />
      ))}
    </section>
  );
}
