/** Floor choices of the business list; listings.floor is negative below ground. */
export const BUSINESS_FLOORS = [
  { id: 1, name: '一樓' },
  { id: 2, name: '二樓以上' },
  { id: 3, name: '地下室' },
] as const;

export type BusinessFloorId = (typeof BUSINESS_FLOORS)[number]['id'];
