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
    if (!check) return writtenOnce(JSON.stringify);
    const contract = Compile(schema as TSchema);
    return writtenOnce((data) => {
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
    });
  });
}

/**
 * An answer kept and sent again (services/listing-search.ts, the register's routes) is the
 * same object each time: it is written to JSON once, not once per visitor (a page of cards is
 * 56 KB). Kept answers are never changed once made.
 */
function writtenOnce(write: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return write(data);
    const known = written.get(data);
    if (known !== undefined) return known;
    const json = write(data);
    written.set(data, json);
    return json;
  };
}
