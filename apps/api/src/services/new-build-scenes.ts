import type { Random } from '../lib/random.ts';
import { type Palette, rect, type Scene } from './scene-parts.ts';

const sky = (p: Palette) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="#f5f8fb"/></linearGradient></defs>` +
  rect(0, 0, 1280, 960, 'url(#s)');

const tree = (x: number, ground: number, size: number, green: string) =>
  rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, '#7a5a3c') +
  `<circle cx="${x}" cy="${ground - size}" r="${size * 0.55}" fill="${green}"/>`;

const car = (x: number, y: number, colour: string) =>
  rect(x + 40, y - 50, 140, 50, colour, 'rx="20"') +
  rect(x, y - 10, 220, 60, colour, 'rx="18"') +
  `<circle cx="${x + 50}" cy="${y + 50}" r="24" fill="#333"/>` +
  `<circle cx="${x + 170}" cy="${y + 50}" r="24" fill="#333"/>`;

/** Lower blocks either side of the project, paler with distance. */
function skyline(random: Random, ground: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const width = random.int(120, 200);
    const height = random.int(180, 420);
    const x = i < 3 ? i * 130 - 40 : 820 + (i - 3) * 150;
    return rect(x, ground - height, width, height, i % 2 ? '#c9ced3' : '#d6dade');
  }).join('');
}

/** The project's tower: a glass facade of many floors, slabs and a lit lobby. */
export const tower: Scene = (random, p) => {
  const floors = random.int(22, 32);
  const ground = 860;
  const storey = Math.floor(700 / floors);
  const width = random.int(340, 440);
  const left = 640 - width / 2;
  const top = ground - floors * storey - 60;
  const glass = Array.from({ length: floors }, (_, f) => {
    const y = top + 40 + f * storey;
    return (
      rect(left + 16, y, width - 32, storey - 6, p.sky, 'opacity="0.75"') +
      rect(left + 8, y + storey - 6, width - 16, 6, '#f4f4f2')
    );
  }).join('');
  const mullions = Array.from({ length: 7 }, (_, c) => {
    const x = left + 16 + ((width - 32) / 7) * (c + 1);
    return `<line x1="${x}" y1="${top + 40}" x2="${x}" y2="${ground - 60}" stroke="#e8e8e4" stroke-width="3"/>`;
  }).join('');
  return (
    sky(p) +
    skyline(random, ground) +
    rect(left, top, width, ground - top, p.wall, 'stroke="#b9b2a6" stroke-width="4"') +
    glass +
    mullions +
    rect(left + width - 40, top - 30, 40, ground - top + 30, p.accent, 'opacity="0.85"') +
    `<polygon points="${left - 10},${top} ${left + width / 2},${top - 50} ${left + width + 10},${top}" fill="${p.accent}" opacity="0.6"/>` +
    rect(left + 30, ground - 60, width - 60, 60, '#f7e3a1', 'opacity="0.9"') +
    rect(0, ground, 1280, 100, '#8e8e8e') +
    tree(random.int(150, 260), ground, random.int(90, 130), '#5f8f55') +
    tree(random.int(1000, 1140), ground, random.int(90, 130), '#6d9b5f')
  );
};

/** 周邊環境: a park with a path, a pond and benches. */
export const park: Scene = (random, p) => {
  const trees = Array.from({ length: 9 }, (_, i) =>
    tree(
      60 + i * 145 + random.int(-30, 30),
      random.int(520, 640),
      random.int(70, 120),
      i % 2 ? '#4f8a4a' : '#6aa25c',
    ),
  ).join('');
  return (
    sky(p) +
    skyline(random, 520) +
    rect(0, 500, 1280, 460, '#8fbf6a') +
    `<path d="M 560 960 C 600 760 820 700 760 500" stroke="#d9cbb0" stroke-width="90" fill="none"/>` +
    `<ellipse cx="${random.int(220, 360)}" cy="780" rx="190" ry="70" fill="${p.sky}" stroke="#7fa36b" stroke-width="8"/>` +
    trees +
    rect(900, 760, 160, 20, p.accent) +
    rect(910, 780, 10, 40, '#555') +
    rect(1040, 780, 10, 40, '#555')
  );
};

/** 周邊環境: the street in front, with shops, street trees and traffic. */
export const street: Scene = (random, p) => {
  const shops = Array.from({ length: 5 }, (_, i) => {
    const x = i * 260;
    const height = random.int(260, 380);
    return (
      rect(
        x,
        560 - height,
        250,
        height,
        i % 2 ? '#d8d2c8' : p.wall,
        'stroke="#b5ada0" stroke-width="4"',
      ) +
      rect(x + 20, 440, 210, 100, '#cfe3ee', 'stroke="#666" stroke-width="4"') +
      rect(x + 10, 410, 230, 26, i % 2 ? p.accent : p.fabric)
    );
  }).join('');
  const trees = Array.from({ length: 5 }, (_, i) =>
    tree(130 + i * 260, 600, random.int(80, 100), '#5f8f55'),
  ).join('');
  const lanes = Array.from({ length: 6 }, (_, i) =>
    rect(40 + i * 220, 790, 120, 10, '#f2f2f2'),
  ).join('');
  return (
    sky(p) +
    shops +
    rect(0, 560, 1280, 80, '#c9c1b3') +
    trees +
    rect(0, 640, 1280, 320, '#7d7d7d') +
    lanes +
    car(random.int(80, 420), 700, p.accent) +
    car(random.int(700, 980), 840, p.fabric)
  );
};
