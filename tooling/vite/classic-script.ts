import { build, type Rolldown } from 'vite';

/**
 * Bundles one entry into a single classic script (no imports, no exports) for the pages
 * and workers that stand apart from an app's federated bundle: the push service worker and
 * the hidden hub pages other subdomains frame. `env` becomes import.meta.env, as in the app.
 */
export async function bundleClassicScript(
  entry: string,
  env: Record<string, string | undefined> = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'standalone' },
      // These use a few helpers of @591/config; its data tables must not come along.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`Bundling ${entry} produced no script`);
  return chunk.code;
}
