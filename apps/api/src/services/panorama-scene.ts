import type { Random } from '../lib/random.ts';
import type { Palette } from './scene-parts.ts';

/** An equirectangular picture is twice as wide as it is high: 360° around, 180° up and down. */
export const PANORAMA_CANVAS = { width: 2560, height: 1280 } as const;

type Point3 = [x: number, y: number, z: number];
type Side = 'east' | 'north' | 'west' | 'south';

/** Metres: the eye stands in the middle of the room at this height. */
const EYE = 1.5;
const CEILING = 2.9;
const STEPS = 24;
const TURN = 2 * Math.PI;
const { width: W, height: H } = PANORAMA_CANVAS;

/**
 * A show flat's living room seen from its middle, drawn in the projection a 720 viewer wraps
 * onto a sphere: straight walls become curves, and the corners stand where the view turns.
 */
export function showFlatPanorama(random: Random, p: Palette): string {
  const X = random.between(2.6, 3.4);
  const Y = random.between(2, 2.8);
  // The picture's left edge is a corner, so nothing drawn on a wall crosses the seam.
  const seam = Math.atan2(Y, X);
  const pixel = (yaw: number, pitch: number): [number, number] => [
    ((((yaw + seam) % TURN) + TURN) % TURN) * (W / TURN),
    H / 2 - (pitch * H) / Math.PI,
  ];
  const project = ([x, y, z]: Point3) =>
    pixel(Math.atan2(y, x), Math.atan2(z - EYE, Math.hypot(x, y)));
  const edge = (from: Point3, to: Point3) =>
    Array.from({ length: STEPS }, (_, i) =>
      project(from.map((value, axis) => value + ((to[axis]! - value) * i) / STEPS) as Point3),
    );
  /** A flat four-cornered shape, its edges curved as the projection bends them. */
  const quad = (corners: Point3[], fill: string, extra = '') =>
    `<polygon points="${corners.flatMap((corner, i) => edge(corner, corners[(i + 1) % 4]!)).join(' ')}" fill="${fill}" ${extra}/>`;
  /** A rectangle on a wall: `from` to `to` along it, `bottom` to `top` high, `off` in front. */
  const onWall = (
    side: Side,
    from: number,
    to: number,
    bottom: number,
    top: number,
    off = 0.01,
  ) => {
    const at = (along: number, z: number): Point3 =>
      side === 'east'
        ? [X - off, along, z]
        : side === 'west'
          ? [-X + off, along, z]
          : [along, side === 'north' ? Y - off : -Y + off, z];
    return [at(from, bottom), at(to, bottom), at(to, top), at(from, top)];
  };
  /** Where a level rectangle of these half-sizes at height z lies, all the way round. */
  const ring = (halfX: number, halfY: number, z: number) =>
    Array.from({ length: 361 }, (_, i) => {
      const yaw = (i / 360) * TURN - seam;
      const reach = Math.min(
        halfX / Math.max(Math.abs(Math.cos(yaw)), 1e-9),
        halfY / Math.max(Math.abs(Math.sin(yaw)), 1e-9),
      );
      return `${(i / 360) * W},${H / 2 - (Math.atan2(z - EYE, reach) * H) / Math.PI}`;
    }).join(' ');
  // The south wall ends at the seam's corner: stopped a hair short, it ends at the right edge.
  const southEnd = X - 1e-6;
  const windowFrom = random.between(-X + 0.6, -0.4);
  const windowTo = Math.min(X - 0.5, windowFrom + random.between(2.2, 3.2));
  const sofa = random.between(-0.6, 0.6);
  const tray = ring(X - 0.5, Y - 0.5, CEILING);
  const [lampX, lampY] = project([0.8, 0.6, CEILING]);
  return [
    `<rect width="${W}" height="${H}" fill="#f6f4ef"/>`,
    quad(onWall('east', -Y, Y, 0, CEILING, 0), p.wall),
    quad(onWall('north', X, -X, 0, CEILING, 0), p.wall),
    quad(onWall('west', Y, -Y, 0, CEILING, 0), p.wall),
    quad(onWall('south', -X, southEnd, 0, CEILING, 0), p.wall),
    // The long walls a shade darker, so the room has depth.
    quad(onWall('north', X, -X, 0, CEILING, 0), '#000', 'opacity="0.06"'),
    quad(onWall('south', -X, southEnd, 0, CEILING, 0), '#000', 'opacity="0.06"'),
    `<polygon points="0,${H} ${ring(X, Y, 0)} ${W},${H}" fill="${p.floor}"/>`,
    `<polygon points="0,${H} ${ring(1.4, 1.1, 0)} ${W},${H}" fill="${p.fabric}" opacity="0.35"/>`,
    // A tray in the ceiling, lit along its edge.
    `<polygon points="0,0 ${tray} ${W},0" fill="#fffdf5"/>`,
    `<polyline points="${tray}" fill="none" stroke="#f3e3b0" stroke-width="6"/>`,
    // Windows on a long wall: sky above, the street's trees below, a curtain beside them.
    quad(onWall('north', windowFrom, windowTo, 0.5, 2.5), p.sky, 'stroke="#fff" stroke-width="10"'),
    quad(onWall('north', windowFrom, windowTo, 0.5, 1.2), '#7fa36b', 'opacity="0.6"'),
    quad(onWall('north', windowFrom - 0.5, windowFrom, 0, 2.7, 0.05), p.accent, 'opacity="0.7"'),
    // The television and its cabinet on one short wall, the sofa and a picture on the other.
    quad(onWall('east', -0.9, 0.9, 1, 2, 0.02), '#1f1f24'),
    quad(onWall('east', -1.3, 1.3, 0, 0.45, 0.45), p.accent),
    quad(onWall('west', sofa - 1.1, sofa + 1.1, 0, 0.45, 0.9), p.fabric),
    quad(onWall('west', sofa - 1.1, sofa + 1.1, 0.45, 0.9, 0.25), p.fabric, 'opacity="0.85"'),
    quad(
      onWall('west', sofa - 0.6, sofa + 0.6, 1.4, 2.1),
      p.accent,
      'stroke="#fff" stroke-width="6"',
    ),
    // The door to the bedrooms.
    quad(onWall('south', 0.4, 1.3, 0, 2.1), '#a07850'),
    `<ellipse cx="${lampX}" cy="${lampY}" rx="60" ry="18" fill="#fff7d6"/>`,
  ].join('');
}
