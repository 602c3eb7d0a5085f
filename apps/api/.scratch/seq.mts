import { SEARCH_PATHS } from '../bench/bench-requests.ts';
const base = 'http://127.0.0.1:8194';
for (let round = 0; round < 8; round++) {
  const times: number[] = [];
  for (const p of SEARCH_PATHS) {
    const t = performance.now();
    const r = await fetch(base + p); await r.text();
    times.push(performance.now() - t);
  }
  console.log('round', round, times.map((t) => t.toFixed(1)).join(' '));
}
const t = performance.now();
for (let i = 0; i < 100; i++) { const r = await fetch(base + '/v1/app/configs'); await r.text(); }
console.log('configs avg', ((performance.now() - t) / 100).toFixed(2));
