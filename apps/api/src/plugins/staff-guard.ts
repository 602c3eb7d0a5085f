import type { Api } from '../lib/api.ts';
import { HttpError } from '../lib/http-errors.ts';
import { sessionOf } from './member-guard.ts';

/**
 * The one check of a staff desk's routes (news editors, moderators): every route registered in
 * `scope` (each a member route, so the member guard has answered visitors 401 already) is
 * refused to members without the role, before the request is validated or anything is read.
 */
export function guardStaffScope(scope: Api, role: string, refusal: string): void {
  scope.addHook('preValidation', async (request) => {
    if (sessionOf(request).member.role !== role) throw new HttpError(403, refusal);
  });
}
