import { NEW_BUILD_PHOTO_KINDS } from '../domain/new-build-photo-kinds.ts';
import type { Random } from '../lib/random.ts';
import { floorPlan } from './floor-plan-scene.ts';
import { park, street, tower } from './new-build-scenes.ts';
import { PANORAMA_CANVAS, showFlatPanorama } from './panorama-scene.ts';
import { type Palette, rect, type Scene } from './scene-parts.ts';

const WALLS = ['#f4efe6', '#ece6da', '#e8eef0', '#f1ebe1', '#e9e4ec', '#eef0e6'];
const FLOORS = ['#b08a61', '#9c7650', '#c9a77c', '#8a6a4b', '#d8c2a0', '#a3a3a0'];
const ACCENTS = ['#3d6b8c', '#8c4a3d', '#4d7c5a', '#b5893a', '#5c5470', '#2f4f4f'];
const FABRICS = ['#7d8fa3', '#a38d7d', '#8fa37d', '#c2b8a3', '#6f6f7a', '#b48a8a'];
const SKIES = ['#9cc7e8', '#b6d6ee', '#c9e0f0', '#a9cde0'];

export function paletteFor(random: Random): Palette {
  return {
    wall: random.pick(WALLS),
    floor: random.pick(FLOORS),
    accent: random.pick(ACCENTS),
    fabric: random.pick(FABRICS),
    sky: random.pick(SKIES),
  };
}

/** Back wall, floor in perspective and a window: the frame of every indoor picture. */
function room(random: Random, p: Palette, windowX = random.int(120, 640)): string {
  const windowW = random.int(300, 460);
  return [
    rect(0, 0, 1280, 960, p.wall),
    `<polygon points="0,960 1280,960 1080,660 200,660" fill="${p.floor}"/>`,
    `<polygon points="0,0 200,120 200,660 0,960" fill="#000" opacity="0.06"/>`,
    `<polygon points="1280,0 1080,120 1080,660 1280,960" fill="#000" opacity="0.04"/>`,
    rect(windowX, 180, windowW, 300, p.sky, 'stroke="#fff" stroke-width="14"'),
    `<line x1="${windowX + windowW / 2}" y1="180" x2="${windowX + windowW / 2}" y2="480" stroke="#fff" stroke-width="10"/>`,
    rect(windowX + 20, 380, windowW - 40, 100, '#7fa36b', 'opacity="0.5"'),
  ].join('');
}

const living: Scene = (random, p) =>
  room(random, p) +
  rect(260, 560, 620, 150, p.fabric, 'rx="24"') +
  rect(260, 500, 620, 90, p.fabric, 'rx="30" opacity="0.85"') +
  rect(420, 740, 320, 60, p.accent, 'rx="10"') +
  `<ellipse cx="580" cy="860" rx="360" ry="60" fill="${p.accent}" opacity="0.25"/>` +
  rect(1000, 420, 12, 300, '#555') +
  `<circle cx="1006" cy="410" r="46" fill="#f7e3a1"/>`;

const bedroom: Scene = (random, p) =>
  room(random, p, random.int(600, 760)) +
  rect(180, 520, 560, 260, '#fff', 'rx="20"') +
  rect(180, 600, 560, 180, p.fabric, 'rx="16"') +
  rect(180, 440, 40, 340, p.accent) +
  rect(230, 540, 160, 60, '#f2f2f2', 'rx="20"') +
  rect(820, 600, 120, 150, p.floor, 'stroke="#6b5640" stroke-width="6"');

const kitchen: Scene = (random, p) =>
  room(random, p, random.int(420, 560)) +
  rect(120, 560, 1040, 220, p.accent) +
  rect(120, 540, 1040, 30, '#d9d9d9') +
  rect(160, 200, 240, 200, p.accent, 'opacity="0.9"') +
  rect(900, 200, 240, 200, p.accent, 'opacity="0.9"') +
  Array.from({ length: 4 }, (_, i) =>
    rect(180 + i * 250, 600, 200, 150, '#000', 'opacity="0.08" rx="6"'),
  ).join('');

const bathroom: Scene = (random, p) => {
  const tiles = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${i * 110}" y1="0" x2="${i * 110}" y2="700" stroke="#fff" stroke-width="4"/>`,
  ).join('');
  return (
    rect(0, 0, 1280, 960, '#dfe9ee') +
    tiles +
    rect(0, 700, 1280, 260, '#c8d3d8') +
    rect(160, 560, 560, 200, '#fff', 'rx="60"') +
    rect(860, 380, 200, 260, p.sky, 'stroke="#bbb" stroke-width="8"') +
    rect(900, 640, 140, 120, '#fff', 'rx="20"') +
    `<circle cx="${random.int(300, 500)}" cy="300" r="40" fill="#b0b0b0"/>`
  );
};

const exterior: Scene = (random, p) => {
  const floors = random.int(4, 14);
  const height = Math.min(780, floors * 56);
  const top = 860 - height;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 6; c++)
      windows.push(rect(400 + c * 80, top + 24 + f * 56, 48, 30, p.sky, 'opacity="0.9"'));
  }
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="#f5f8fb"/></linearGradient></defs>` +
    rect(0, 0, 1280, 960, 'url(#s)') +
    rect(370, top, 540, height, p.wall, 'stroke="#b9b2a6" stroke-width="6"') +
    windows.join('') +
    rect(0, 860, 1280, 100, '#8e8e8e') +
    `<circle cx="${random.int(120, 260)}" cy="760" r="90" fill="#5f8f55"/>` +
    `<circle cx="${random.int(1000, 1160)}" cy="770" r="80" fill="#6d9b5f"/>`
  );
};

const field: Scene = (random, p) => {
  const rows = Array.from(
    { length: 8 },
    (_, i) =>
      `<polygon points="${i * 160},960 ${i * 160 + 80},960 ${600 + i * 12},560 ${596 + i * 12},560" fill="#4f7d3b" opacity="0.35"/>`,
  ).join('');
  return (
    rect(0, 0, 1280, 560, p.sky) +
    `<polygon points="0,560 220,${random.int(300, 380)} 520,560" fill="#7d9a86"/>` +
    `<polygon points="380,560 760,${random.int(260, 340)} 1180,560" fill="#6b8a76"/>` +
    rect(0, 540, 1280, 420, random.chance(0.5) ? '#8fb65a' : '#b8b25a') +
    rows +
    rect(0, 900, 1280, 60, '#9b8b6e')
  );
};

const storefront: Scene = (random, p) =>
  rect(0, 0, 1280, 960, '#d9d4cc') +
  rect(140, 160, 1000, 120, p.accent) +
  `<polygon points="120,300 1160,300 1100,380 180,380" fill="${p.fabric}"/>` +
  rect(180, 400, 920, 420, '#cfe3ee', 'stroke="#555" stroke-width="10"') +
  rect(560, 420, 160, 400, '#a9c9da', 'stroke="#555" stroke-width="6"') +
  rect(0, 820, 1280, 140, '#9a9a9a') +
  rect(random.int(220, 380), 620, 120, 200, p.floor, 'opacity="0.6"');

const office: Scene = (random, p) => {
  const desks = Array.from({ length: 3 }, (_, row) =>
    Array.from({ length: 4 }, (_, c) =>
      rect(
        180 + c * 240 + row * 20,
        520 + row * 120,
        200,
        40,
        '#e6e2da',
        'stroke="#999" stroke-width="3"',
      ),
    ).join(''),
  ).join('');
  return (
    rect(0, 0, 1280, 960, '#eef1f3') +
    Array.from({ length: 6 }, (_, i) =>
      rect(40 + i * 205, 100, 180, 320, p.sky, 'opacity="0.85"'),
    ).join('') +
    rect(0, 440, 1280, 520, p.floor === '#d8c2a0' ? '#b7b7b7' : '#9aa3a8') +
    desks +
    `<circle cx="${random.int(1100, 1200)}" cy="500" r="50" fill="#5d8b54"/>`
  );
};

const factory: Scene = (random, p) =>
  rect(0, 0, 1280, 960, p.sky) +
  `<polygon points="120,420 640,260 1160,420" fill="#8a8f94"/>` +
  rect(120, 420, 1040, 420, '#c7c9cb') +
  rect(480, 560, 320, 280, '#7b7f84') +
  Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="480" y1="${580 + i * 32}" x2="800" y2="${580 + i * 32}" stroke="#6a6e72" stroke-width="4"/>`,
  ).join('') +
  rect(0, 840, 1280, 120, '#7d7d7d') +
  rect(random.int(860, 960), 700, 200, 110, p.accent, 'rx="10"');

const parking: Scene = (random, p) =>
  rect(0, 0, 1280, 960, '#bfbfbf') +
  `<polygon points="0,960 1280,960 1000,520 280,520" fill="#9e9e9e"/>` +
  Array.from(
    { length: 5 },
    (_, i) =>
      `<line x1="${160 + i * 240}" y1="960" x2="${380 + i * 130}" y2="520" stroke="#f2f2f2" stroke-width="8"/>`,
  ).join('') +
  rect(random.int(200, 300), 140, 60, 380, '#d6d6d6') +
  rect(random.int(900, 1000), 140, 60, 380, '#d6d6d6') +
  rect(520, 700, 260, 140, p.accent, 'rx="30"');

const SCENES_BY_KIND: Record<number, Scene[]> = {
  1: [living, bedroom, kitchen, bathroom, exterior, bedroom, living, bathroom],
  2: [bedroom, bathroom, exterior, bedroom, kitchen, bedroom, bathroom, exterior],
  3: [bedroom, bathroom, exterior, bedroom, bathroom, bedroom, exterior, bedroom],
  4: [bedroom, exterior, bathroom, bedroom, bedroom, exterior, bathroom, bedroom],
  5: [storefront, storefront, exterior, storefront, office, exterior, storefront, exterior],
  6: [office, office, exterior, office, office, exterior, office, office],
  7: [factory, factory, parking, factory, exterior, factory, parking, factory],
  8: [parking, parking, exterior, parking, parking, exterior, parking, parking],
  9: [living, bedroom, kitchen, bathroom, exterior, bedroom, living, exterior],
  11: [field, field, field, exterior, field, field, field, field],
  12: [office, living, bedroom, exterior, kitchen, bathroom, office, exterior],
  22: [exterior, living, bedroom, kitchen, bathroom, exterior, living, bedroom],
  [NEW_BUILD_PHOTO_KINDS.exterior]: [tower, exterior, tower, exterior],
  [NEW_BUILD_PHOTO_KINDS.floorPlan]: [floorPlan],
  [NEW_BUILD_PHOTO_KINDS.surroundings]: [park, street],
  [NEW_BUILD_PHOTO_KINDS.panorama]: [showFlatPanorama],
};

const PHOTO_CANVAS = { width: 1280, height: 960 } as const;

/** The viewBox a kind is drawn on: a panorama's is twice as wide as high, a photo's 4:3. */
export function canvasFor(kind: number): { width: number; height: number } {
  return kind === NEW_BUILD_PHOTO_KINDS.panorama ? PANORAMA_CANVAS : PHOTO_CANVAS;
}

export function sceneFor(kind: number, index: number): Scene | undefined {
  const scenes = SCENES_BY_KIND[kind];
  return scenes?.[index % scenes.length];
}
