// The time of each stage of a long command, printed when it exits, so a slow stage shows in
// every log (CI's budget is 25 minutes on two cores).

/**
 * `stage(name, fn)` runs one stage and notes its time. The times are printed when the process
 * exits, also when a stage fails and stops it (run() exits at once): that one is marked.
 */
export function stages(title) {
  const done = [];
  const started = Date.now();
  let current = null;
  function stage(name, fn) {
    current = { name, start: Date.now() };
    fn();
    done.push({ name, ms: Date.now() - current.start });
    current = null;
  }
  process.on('exit', () => {
    console.log(`\n${title}: time of each stage`);
    for (const { name, ms } of done) console.log(`${formatDuration(ms).padStart(9)}  ${name}`);
    if (current) {
      console.log(
        `${formatDuration(Date.now() - current.start).padStart(9)}  ${current.name} (failed)`,
      );
    }
    console.log(`${formatDuration(Date.now() - started).padStart(9)}  in all`);
  });
  return stage;
}

/** 75_000 -> "1m 15s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
