import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTemplates } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own name for its seeded template databases (test-database.ts). */
    templateRun: string;
  }
}

/**
 * On a PostgreSQL server, each run seeds templates of its own (with the code it tests) and
 * drops them at its end: two runs at once on one server never touch each other's.
 */
export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('templateRun', run);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  return () => dropTemplates(serverUrl, run);
}
