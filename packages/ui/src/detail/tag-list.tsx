const CSS = `
.tag-list{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.tag-list li{padding:2px 10px;border:1px solid #e0e0e0;border-radius:4px;color:#444;font-size:14px}
.tag-list--accent li{border-color:#f0c9a8;background:#fff6ef;color:#8a3d00}
`;

/** Short words in a row of chips: equipment, feature tags, labels. Nothing when empty. */
export function TagList({
  tags,
  label,
  accent = false,
}: {
  tags: string[];
  label: string;
  accent?: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={accent ? 'tag-list tag-list--accent' : 'tag-list'} aria-label={label}>
      <style href="@591/ui/tag-list" precedence="default">
        {CSS}
      </style>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
