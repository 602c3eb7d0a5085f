// npm run long-tasks: the start-up tasks over 50 ms of the main pages, unthrottled.
import { runSiteBench } from './lib/bench.mjs';

runSiteBench('bench:long-tasks', '8490');
