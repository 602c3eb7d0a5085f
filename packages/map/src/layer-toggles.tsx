const CSS = `
.layer-toggles{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;margin:8px 0 0;padding:0;border:0;font-size:14px}
.layer-toggles legend{float:left;margin-right:8px;padding:0;color:#555}
.layer-toggles label{display:inline-flex;align-items:center;gap:6px;min-height:32px;cursor:pointer}
.layer-toggles input{width:18px;height:18px;margin:0;accent-color:#b35000}
`;

export interface LayerToggle {
  id: string;
  label: string;
  on: boolean;
}

/** Check boxes for the places drawn over a map: metro lines, universities. */
export function LayerToggles({
  toggles,
  onChange,
}: {
  toggles: readonly LayerToggle[];
  onChange: (id: string, on: boolean) => void;
}) {
  return (
    <fieldset className="layer-toggles">
      <style href="@591/map/layer-toggles" precedence="default">
        {CSS}
      </style>
      <legend>地圖上顯示</legend>
      {toggles.map((toggle) => (
        <label key={toggle.id}>
          <input
            type="checkbox"
            checked={toggle.on}
            onChange={(event) => onChange(toggle.id, event.currentTarget.checked)}
          />
          {toggle.label}
        </label>
      ))}
    </fieldset>
  );
}
