import { startApi, startGateway } from '../support/processes.ts';

const api = await startApi(8470, { dataDir: '.data/e2e', sitePort: 8480 });
const gateway = await startGateway(8480, { API_ORIGIN: 'http://127.0.0.1:8470' });
console.log('serving');
await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2] ?? 600) * 1000));
gateway.kill();
api.kill();
