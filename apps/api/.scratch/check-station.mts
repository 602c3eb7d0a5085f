import { referenceData } from '../src/seed/reference-data.ts';
import { buildCommunities } from '../src/seed/communities.ts';
import { groupBy } from '../src/lib/group-by.ts';
import { generateListing } from '../src/seed/listing-generator.ts';
import { distanceMetres } from '../src/lib/geo.ts';
const ref = referenceData();
const communities = buildCommunities(ref, 591);
const input = { seed: 591, asOf: new Date('2026-01-01'), ref, communitiesByDistrict: groupBy(communities, c => c.districtId), communityById: new Map(communities.map(c => [c.id, c])) };
const stations = new Map(ref.stations.map(s => [s.id, s]));
let bad = 0, n = 0;
for (let i = 1; i <= 20000; i++) { const r = generateListing(i, input); if (r.stationId) { n++; const d = distanceMetres(stations.get(r.stationId)!, r); if (d > 900) bad++; } }
console.log('near', n, 'far', bad);
