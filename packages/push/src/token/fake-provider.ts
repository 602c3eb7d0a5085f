import type { PushProvider } from './push-provider.ts';

/**
 * A provider for tests: hands out the tokens it is given, in order (the last one repeats),
 * and records its calls. A token that is an Error is thrown instead.
 */
export class FakePushProvider implements PushProvider {
  readonly calls: string[] = [];
  private readonly tokens: (string | null | Error)[];

  constructor(...tokens: (string | null | Error)[]) {
    this.tokens = tokens.length > 0 ? tokens : ['fake-token-0000000000000000'];
  }

  async getToken(): Promise<string | null> {
    this.calls.push('getToken');
    const next = this.tokens.length > 1 ? this.tokens.shift() : this.tokens[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  }

  async deleteToken(): Promise<boolean> {
    this.calls.push('deleteToken');
    return true;
  }
}
