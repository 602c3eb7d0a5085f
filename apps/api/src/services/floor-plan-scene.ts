import type { Random } from '../lib/random.ts';
import { type Palette, rect, type Scene } from './scene-parts.ts';

const INK = '#3a3a3a';
const LINE = '#9a9a9a';
const OUTER = 18;
const INNER = 10;
const DOOR = 72;

const outline = (x: number, y: number, w: number, h: number, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${LINE}" stroke-width="3" ${extra}/>`;

/** An opening in a horizontal wall at y, with its leaf and swing drawn into the room above. */
function doorUp(x: number, y: number): string {
  return (
    rect(x, y - INNER, DOOR, INNER * 2, '#fff') +
    `<path d="M ${x} ${y} L ${x} ${y - DOOR} A ${DOOR} ${DOOR} 0 0 1 ${x + DOOR} ${y}" fill="none" stroke="${INK}" stroke-width="3"/>`
  );
}

/** A window in a horizontal outer wall: the wall opened and two panes drawn across it. */
function windowAcross(x: number, y: number, width: number): string {
  return (
    rect(x, y - OUTER / 2, width, OUTER, '#fff') +
    `<line x1="${x}" y1="${y - 4}" x2="${x + width}" y2="${y - 4}" stroke="${INK}" stroke-width="2"/>` +
    `<line x1="${x}" y1="${y + 4}" x2="${x + width}" y2="${y + 4}" stroke="${INK}" stroke-width="2"/>`
  );
}

function bed(x: number, y: number, w: number, h: number): string {
  const bedW = Math.min(200, w - 80);
  const bedH = Math.min(260, h - 90);
  const left = x + (w - bedW) / 2;
  const top = y + 40;
  return (
    outline(left, top, bedW, bedH, 'rx="8"') +
    outline(left + 14, top + 14, bedW / 2 - 21, 40, 'rx="10"') +
    outline(left + bedW / 2 + 7, top + 14, bedW / 2 - 21, 40, 'rx="10"')
  );
}

function bathroom(x: number, y: number, w: number, h: number, p: Palette): string {
  return (
    rect(x, y, w, h, p.sky, 'opacity="0.25"') +
    outline(x + 16, y + 16, Math.min(150, w - 32), 70, 'rx="30"') +
    `<ellipse cx="${x + w - 50}" cy="${y + h - 70}" rx="24" ry="32" fill="none" stroke="${LINE}" stroke-width="3"/>` +
    outline(x + 16, y + h - 110, 90, 50, 'rx="12"')
  );
}

function livingRoom(random: Random, x: number, y: number, w: number, h: number): string {
  const sofaX = x + random.int(40, Math.max(41, w / 2 - 240));
  const sofaY = y + h - 150;
  const tableX = x + w - random.int(180, 240);
  const tableY = y + random.int(40, Math.max(41, h / 2 - 60));
  const chairs = [
    [tableX - 36, tableY + 20],
    [tableX + 116, tableY + 20],
    [tableX + 40, tableY - 36],
    [tableX + 40, tableY + 116],
  ]
    .map(([cx, cy]) => outline(cx!, cy!, 40, 40, 'rx="6"'))
    .join('');
  return (
    outline(sofaX, sofaY, 240, 80, 'rx="14"') +
    outline(sofaX + 60, sofaY - 110, 120, 70, 'rx="6"') +
    outline(tableX, tableY, 120, 120, 'rx="60"') +
    chairs
  );
}

/**
 * 格局圖: a flat seen from above, without words. Bedrooms and a bathroom along the top, a
 * hallway, then the living and dining room with the kitchen at one end and a balcony below.
 */
export const floorPlan: Scene = (random, p) => {
  const x0 = 150;
  const y0 = 90;
  const w = 980;
  const h = 680;
  const topH = Math.round(h * random.between(0.42, 0.5));
  const hallY = y0 + topH + 90;
  const rooms = random.int(2, 3);
  const bathW = random.int(170, 210);
  const roomW = (w - bathW) / rooms;
  const kitchenW = random.int(220, 280);
  const kitchenLeft = random.chance(0.5);
  const kitchenX = kitchenLeft ? x0 : x0 + w - kitchenW;
  const livingX = kitchenLeft ? x0 + kitchenW : x0;
  const parts: string[] = [rect(0, 0, 1280, 960, '#fff'), rect(x0, y0, w, h, '#fbfaf7')];
  for (let i = 0; i < rooms; i++) {
    const x = x0 + i * roomW;
    parts.push(rect(x, y0, roomW, topH, p.floor, 'opacity="0.18"'), bed(x, y0, roomW, topH));
  }
  const bathX = x0 + rooms * roomW;
  parts.push(bathroom(bathX, y0, bathW, topH, p));
  parts.push(rect(kitchenX, hallY, kitchenW, y0 + h - hallY, '#e9ecee'));
  parts.push(
    outline(kitchenX + 16, y0 + h - 76, kitchenW - 32, 60) +
      `<circle cx="${kitchenX + 60}" cy="${y0 + h - 46}" r="14" fill="none" stroke="${LINE}" stroke-width="3"/>`,
  );
  parts.push(livingRoom(random, livingX, hallY, w - kitchenW, y0 + h - hallY));
  // Walls: inner ones first, then the outer frame over their ends.
  for (let i = 1; i <= rooms; i++)
    parts.push(rect(x0 + i * roomW - INNER / 2, y0, INNER, topH, INK));
  parts.push(rect(x0, y0 + topH - INNER / 2, w, INNER, INK));
  const kitchenWallX = kitchenLeft ? kitchenX + kitchenW : kitchenX;
  parts.push(rect(kitchenWallX - INNER / 2, hallY, INNER, y0 + h - hallY, INK));
  parts.push(rect(x0, y0, w, h, 'none', `stroke="${INK}" stroke-width="${OUTER}"`));
  for (let i = 0; i < rooms; i++) {
    parts.push(doorUp(x0 + i * roomW + 30, y0 + topH));
    parts.push(windowAcross(x0 + i * roomW + roomW / 2 - 70, y0, 140));
  }
  parts.push(doorUp(bathX + 30, y0 + topH));
  parts.push(windowAcross(livingX + 60, y0 + h, w - kitchenW - 120));
  // The balcony beyond the living room's window, hatched.
  const hatch = Array.from({ length: 22 }, (_, i) => {
    const x = livingX + 40 + i * ((w - kitchenW - 80) / 22);
    return `<line x1="${x}" y1="${y0 + h + 70}" x2="${x + 30}" y2="${y0 + h + 12}" stroke="${LINE}" stroke-width="2"/>`;
  }).join('');
  parts.push(
    rect(
      livingX + 40,
      y0 + h + 10,
      w - kitchenW - 80,
      64,
      'none',
      `stroke="${INK}" stroke-width="6"`,
    ),
    hatch,
  );
  return parts.join('');
};
