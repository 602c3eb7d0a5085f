import assert from 'node:assert/strict';
import { test } from 'node:test';
import { affectedSpecs } from '../affected-specs.mjs';

const specs = [
  { path: 'tests/rent-list.spec.ts', source: "await page.goto(`${origin('rent')}/list`);" },
  { path: 'tests/land-list.spec.ts', source: "await page.goto(`${origin('land')}/list`);" },
  { path: 'tests/routes.spec.ts', source: "await page.goto(`${origin('www')}/land/list`);" },
  {
    path: 'tests/push.spec.ts',
    source: 'for (const host of HOSTS) await page.goto(origin(host));',
  },
  { path: 'tests/member.spec.ts', source: "await page.goto(`${origin('user')}/register`);" },
];
const all = specs.map((spec) => spec.path);

test('a section app needs the specs that open its host or its routes on www', () => {
  assert.deepEqual(affectedSpecs({ affected: ['@591/land'], changedFiles: [], specs }), [
    'tests/land-list.spec.ts',
    'tests/routes.spec.ts',
    'tests/push.spec.ts',
  ]);
});

test('a shared package reaches every app that uses it, and so their specs', () => {
  const affected = [
    '@591/header',
    ...['shell', 'rent', 'sale', 'land', 'business', 'user'].map((app) => `@591/${app}`),
  ];
  assert.deepEqual(affectedSpecs({ affected, changedFiles: [], specs }), all);
});

test('the API, the gateway or the suite itself needs every spec', () => {
  for (const change of [
    { affected: ['@591/api'], changedFiles: ['apps/api/src/app.ts'] },
    { affected: ['@591/gateway'], changedFiles: ['apps/gateway/src/server.ts'] },
    { affected: ['@591/e2e'], changedFiles: ['e2e/support/members.ts'] },
  ]) {
    assert.deepEqual(affectedSpecs({ ...change, specs }), all);
  }
});

test('a changed spec runs alone; nothing affected runs nothing', () => {
  assert.deepEqual(
    affectedSpecs({
      affected: ['@591/e2e'],
      changedFiles: ['e2e/tests/member.spec.ts'],
      specs,
    }),
    ['tests/member.spec.ts'],
  );
  assert.deepEqual(affectedSpecs({ affected: [], changedFiles: ['README.md'], specs }), []);
});
