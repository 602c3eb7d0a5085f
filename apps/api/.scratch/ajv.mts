import Fastify from 'fastify';

const app = Fastify({
  ajv: {
    customOptions: {
      coerceTypes: 'array',
      removeAdditional: true,
      useDefaults: true,
      strictNumbers: true,
    },
  },
});
app.get(
  '/x',
  {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          region: { type: 'integer', minimum: 1, maximum: 99 },
          page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
        },
      },
    },
  },
  async (r) => ({
    q: r.query,
    t: typeof (r.query as any).region,
    v: String((r.query as any).region),
  }),
);
for (const q of ['region=1e400', 'region=1e2', 'region=1.0', 'page=1e400'])
  console.log(q, (await app.inject('/x?' + q)).body);
