// npm run size: first-load JS of the budgeted pages, federated and plain.
import { runSiteBench } from './lib/bench.mjs';

runSiteBench('size', '8490');
