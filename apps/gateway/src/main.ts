import { SUBDOMAINS } from '@591/config';
import { APP_HOSTS } from '@591/mf';
import { startApiBalancer } from './api-balancer.ts';
import { readEnv } from './config/env.ts';
import { createGateway } from './gateway.ts';

const env = readEnv();
// Several API instances: balanced, each taken out while it cannot answer.
const balancer = env.apiOrigins.length > 1 ? await startApiBalancer(env.apiOrigins) : null;
const server = createGateway({
  ...env,
  apiOrigin: balancer?.origin ?? env.apiOrigins[0]!,
  apiProxy: balancer?.handle,
});

server.listen(env.port, env.host, () => {
  const origin = (sub: string) => `http://${sub}.${env.domain}:${env.port}`;
  const apps: readonly string[] = Object.values(APP_HOSTS);
  const served = SUBDOMAINS.filter((sub) => apps.includes(sub) || sub === 'api');
  console.log(`Gateway (${env.mode}) listening on ${env.host}:${env.port}`);
  for (const sub of served) console.log(`  ${origin(sub)}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
