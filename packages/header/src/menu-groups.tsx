import type { MenuGroup, MenuLink } from './menus/types.ts';

export function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <a
      className={className}
      href={link.href}
      {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {link.label}
    </a>
  );
}

/** A panel's titled link groups; each list is named by its title for screen readers. */
export function MenuGroups({ groups, idPrefix }: { groups: MenuGroup[]; idPrefix: string }) {
  return groups.map((group) => {
    const titleId = `${idPrefix}-${group.id}`;
    return (
      <div key={group.id} className="h591__group" data-style={group.style ?? 'list'}>
        <p className="h591__group-title" id={titleId}>
          {group.title}
        </p>
        {group.note ? <p className="h591__group-note">{group.note}</p> : null}
        <ul className="h591__group-links" aria-labelledby={titleId}>
          {group.links.map((link) => (
            <li key={link.label}>
              <MenuAnchor link={link} />
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
