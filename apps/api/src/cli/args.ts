/** Reads --name value and --flag pairs; pnpm may pass a leading "--" through, which is skipped. */
export function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) args.set(name, argv[++i]!);
    else args.set(name, 'true');
  }
  return args;
}

export function wholeNumber(
  args: Map<string, string>,
  name: string,
  fallback: number,
  max = 5_000_000,
): number {
  const value = args.get(name);
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 0 || number > max) {
    throw new Error(`--${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return number;
}
