import type { Random } from '../lib/random.ts';

/** A region's landlines: its area code, the first digits its numbers start with, their length. */
interface Landline {
  code: string;
  starts: string[];
  digits: number;
}

const line = (code: string, starts: string, digits: number): Landline => ({
  code,
  starts: starts.split(' '),
  digits,
});

/** By region id: Taipei, New Taipei and Keelung share 02, Hsinchu, Taoyuan and Yilan 03, … */
const LANDLINES: Record<number, Landline> = {
  1: line('02', '23 25 27 28', 8),
  3: line('02', '22 29 86 89', 8),
  2: line('02', '24', 8),
  6: line('03', '3 4', 7),
  4: line('03', '5', 7),
  5: line('03', '5 6', 7),
  21: line('03', '9', 7),
  23: line('03', '8', 7),
  7: line('037', '3 4 6', 6),
  8: line('04', '22 23 24 25', 8),
  10: line('04', '7 8', 7),
  11: line('049', '2', 7),
  14: line('05', '5 6', 7),
  12: line('05', '2', 7),
  13: line('05', '3 2', 7),
  15: line('06', '2 3 5', 7),
  24: line('06', '9', 7),
  17: line('07', '2 3 5 7 8', 7),
  19: line('08', '7', 7),
  22: line('089', '3', 6),
  25: line('082', '3', 6),
  26: line('0836', '2', 5),
};

/** Groups a local number as it is written: 2700-1234, 345-6789, 31-2345; five digits whole. */
function grouped(local: string): string {
  if (local.length === 5) return local;
  const head = local.length - 4;
  return `${local.slice(0, head)}-${local.slice(head)}`;
}

/** A sales office's landline with its region's area code: 02-2700-1234, 07-345-6789. */
export function officePhone(random: Random, regionId: number): string {
  const landline = LANDLINES[regionId];
  if (!landline) throw new Error(`No area code for region ${regionId}`);
  const { code, starts, digits } = landline;
  const start = random.pick(starts);
  let local = start;
  while (local.length < digits) local += String(random.int(0, 9));
  return `${code}-${grouped(local)}`;
}
