import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * Answers are written with JSON.stringify, exactly as a route returns them: a route's answer
 * schema (from @591/contract) is its contract, not a filter that could drop a field. With
 * `check` on (the API's tests and the e2e site), each answer is first checked against its
 * schema as the client will read it, and one that breaks the contract fails with a 500 that
 * names the route and the fields, so a drift between the API and the apps fails a test.
 */
export function registerAnswerSerializer(app: FastifyInstance, { check }: { check: boolean }) {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!check) return (data) => JSON.stringify(data);
    const contract = Compile(schema as TSchema);
    return (data) => {
      const json = JSON.stringify(data);
      const sent: unknown = JSON.parse(json);
      if (!contract.Check(sent)) {
        const faults = [...contract.Errors(sent)]
          .slice(0, 5)
          .map((error) => `${error.instancePath || '/'} ${error.message}`);
        const message = `${method} ${url} ${httpStatus}: the answer breaks its contract: ${faults.join('; ')}`;
        // Logged as well as thrown: the error handler answers a 500 without its message.
        console.error(message);
        throw new Error(message);
      }
      return json;
    };
  });
}
