import type { ListingFilters } from '@591/api-client';
import { listParam, toggleListParam, withParam } from '@591/router';
import { Link, useSearchParams } from 'react-router';

const CHIP = {
  display: 'inline-block',
  padding: '4px 10px',
  margin: '0 8px 8px 0',
  border: '1px solid #ddd',
  borderRadius: 16,
  color: '#333',
  textDecoration: 'none',
  fontSize: 14,
} as const;
const CHIP_ON = { ...CHIP, borderColor: '#b35000', color: '#b35000', background: '#fff4e8' };

/** One filter value as a link to the same search with it switched: shareable, crawlable. */
function Chip({ to, on, children }: { to: URLSearchParams; on: boolean; children: string }) {
  return (
    <Link
      to={{ search: `?${to}` }}
      style={on ? CHIP_ON : CHIP}
      aria-current={on ? 'true' : undefined}
    >
      {children}
      {on && (
        <span
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          （已選）
        </span>
      )}
    </Link>
  );
}

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', alignItems: 'baseline' }}>
      <legend style={{ float: 'left', width: '4em', padding: 0, color: '#666', fontSize: 14 }}>
        {label}
      </legend>
      <div>{children}</div>
    </fieldset>
  );
}

/** Every filter of the rent list; all state is in the URL, so back and forward just work. */
export function FilterPanel({ filters }: { filters: ListingFilters }) {
  const [params] = useSearchParams();
  const chips = (key: string, options: { id: string | number; name: string }[]) => {
    const chosen = listParam(params, key);
    return options.map((option) => (
      <Chip
        key={option.id}
        to={toggleListParam(params, key, String(option.id))}
        on={chosen.includes(String(option.id))}
      >
        {option.name}
      </Chip>
    ));
  };
  const landlordOnly = params.get('shType') === 'host';
  return (
    <nav aria-label="篩選條件" style={{ padding: '8px 0 16px', borderBottom: '1px solid #eee' }}>
      <Group label="類型">
        {chips(
          'kind',
          filters.kinds.filter((kind) => kind.id !== 8),
        )}
      </Group>
      <Group label="租金">{chips('price', filters.price)}</Group>
      <Group label="坪數">{chips('area', filters.area)}</Group>
      <Group label="格局">{chips('layout', filters.rooms)}</Group>
      <Group label="特色">
        {chips(
          'features',
          filters.features.map((feature) => ({ id: feature.code, name: feature.name })),
        )}
      </Group>
      <Group label="身份">
        <Chip to={withParam(params, 'shType', landlordOnly ? null : 'host')} on={landlordOnly}>
          屋主直租
        </Chip>
      </Group>
    </nav>
  );
}
