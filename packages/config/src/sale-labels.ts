/** Sale list labels, the `label` URL parameter: price drop, urgent sale, must-see. */
export const SALE_LABELS = [
  { id: 1, name: '降價' },
  { id: 13, name: '急售' },
  { id: 10, name: '必看好屋' },
] as const;

export type SaleLabelId = (typeof SALE_LABELS)[number]['id'];
