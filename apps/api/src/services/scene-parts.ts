import type { Random } from '../lib/random.ts';

/**
 * Drawings on their kind's canvas (1280 x 960; a panorama 2560 x 1280, see canvasFor); each
 * returns SVG elements. Text needs fonts, so none is used.
 */
export type Scene = (random: Random, palette: Palette) => string;

export interface Palette {
  wall: string;
  floor: string;
  accent: string;
  fabric: string;
  sky: string;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
