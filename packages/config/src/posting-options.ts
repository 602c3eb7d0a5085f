/** What a monthly rent may include, as the posting form offers it and the listing shows it. */
export const RENT_INCLUDES = [
  { code: 'management', name: '管理費' },
  { code: 'water', name: '水費' },
  { code: 'electricity', name: '電費' },
  { code: 'gas', name: '瓦斯' },
  { code: 'internet', name: '網路' },
  { code: 'cable', name: '第四台' },
] as const;

/** Who posts a listing, with listings.poster_role's id: a broker must give a licence number. */
export const POSTER_ROLES = [
  { code: 'owner', name: '屋主', id: 1 },
  { code: 'agent', name: '代理人', id: 3 },
  { code: 'broker', name: '仲介', id: 2 },
] as const;

export type PosterRoleCode = (typeof POSTER_ROLES)[number]['code'];
