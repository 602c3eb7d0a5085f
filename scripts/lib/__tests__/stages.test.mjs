import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration } from '../stages.mjs';

test('stage times read as seconds, then minutes and seconds', () => {
  assert.equal(formatDuration(400), '0s');
  assert.equal(formatDuration(59_400), '59s');
  assert.equal(formatDuration(75_000), '1m 15s');
  assert.equal(formatDuration(25 * 60_000 + 4_000), '25m 04s');
});
