import { SUBDOMAINS } from '@591/config';
import { readEnv } from './config/env.ts';
import { createGateway } from './gateway.ts';

const env = readEnv();
const server = createGateway(env);

server.listen(env.port, env.host, () => {
  const origin = (sub: string) => `http://${sub}.${env.domain}:${env.port}`;
  const served = SUBDOMAINS.filter((sub) =>
    ['www', 'sale', 'rent', 'land', 'business', 'user', 'help', 'market', 'api'].includes(sub),
  );
  console.log(`Gateway (${env.mode}) listening on ${env.host}:${env.port}`);
  for (const sub of served) console.log(`  ${origin(sub)}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
