import sharp from 'sharp';
import { renderPhoto } from '../src/services/photo-store.ts';

const tiles = [];
const specs = [
  [1, 3, 0],
  [1, 3, 1],
  [1, 3, 2],
  [1, 3, 3],
  [9, 5, 4],
  [11, 2, 0],
  [5, 1, 0],
  [6, 7, 0],
  [7, 4, 0],
  [8, 2, 0],
  [2, 9, 0],
  [12, 1, 0],
];
let t = Date.now();
for (const [kind, seed, index] of specs)
  tiles.push(await renderPhoto({ kind, seed, index, width: 320, format: 'webp' }));
console.log('webp 320 x12 ms', Date.now() - t);
t = Date.now();
await renderPhoto({ kind: 1, seed: 3, index: 0, width: 1280, format: 'avif' });
console.log('avif 1280 ms', Date.now() - t);
t = Date.now();
await renderPhoto({ kind: 1, seed: 3, index: 0, width: 1280, format: 'webp' });
console.log('webp 1280 ms', Date.now() - t);
const composite = await sharp({
  create: { width: 1280, height: 720, channels: 3, background: '#fff' },
})
  .composite(
    tiles.map((input, i) => ({ input, left: (i % 4) * 320, top: Math.floor(i / 4) * 240 })),
  )
  .png()
  .toFile('/tmp/photos.png');
