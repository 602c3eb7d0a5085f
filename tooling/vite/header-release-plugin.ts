import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildVariant, HEADER_RELEASE_FILE } from '@591/mf';
import type { Plugin } from 'vite';

/** What the header renders is made of: its own code and the hosts, menus and labels it reads. */
const HEADER_SOURCES = ['../../packages/header/src', '../../packages/config/src'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== '__tests__')
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? sourceFiles(file) : [file];
    })
    .sort();
}

/**
 * The header release a build carries: HEADER_RELEASE when a release pipeline names it,
 * otherwise a digest of the header's sources, so two builds made from the same header agree
 * and any change to it is a new release. A section page compares its bundled release with the
 * shell's (header-release.json) to know whether it needs the shell's code at all.
 */
export function headerRelease(
  env: NodeJS.ProcessEnv = process.env,
  sources: readonly string[] = HEADER_SOURCES,
): string {
  if (env.HEADER_RELEASE) return env.HEADER_RELEASE;
  const digest = createHash('sha256');
  for (const dir of sources) {
    for (const file of sourceFiles(dir)) {
      digest.update(path.relative(dir, file)).update('\0').update(readFileSync(file));
    }
  }
  return `src-${digest.digest('hex').slice(0, 12)}`;
}

/** Publishes the release of the header an app exposes (the shell) beside its remote entry. */
export function headerReleasePlugin({
  variant,
  exposesHeader,
}: {
  variant: BuildVariant;
  exposesHeader: boolean;
}): Plugin {
  return {
    name: '591-header-release',
    generateBundle() {
      if (variant !== 'page' || !exposesHeader) return;
      this.emitFile({
        type: 'asset',
        fileName: HEADER_RELEASE_FILE,
        source: JSON.stringify({ release: headerRelease() }),
      });
    },
  };
}
