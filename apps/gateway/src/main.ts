import { SUBDOMAINS } from '@591/config';
import { APP_HOSTS } from '@591/mf';
import { readEnv } from './config/env.ts';
import { createGateway } from './gateway.ts';

const env = readEnv();
const server = createGateway(env);

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
