/**
 * Sale list labels, the `label` URL parameter: price drop, urgent sale, must-see. `name` is what
 * menus and list titles call the listings, `tag` what a card and a filter chip show.
 */
export const SALE_LABELS = [
  { id: 1, name: '降價好屋', tag: '降價' },
  { id: 13, name: '急售好屋', tag: '急售' },
  { id: 10, name: '必看好屋', tag: '必看' },
] as const;

export type SaleLabelId = (typeof SALE_LABELS)[number]['id'];

export const SALE_LABEL_IDS = SALE_LABELS.map((label) => label.id);
