import { NEWS_EDITOR_ROLE } from '@591/config';
import type { Api } from '../lib/api.ts';
import { HttpError } from '../lib/http-errors.ts';
import { sessionOf } from './member-guard.ts';

export const NOT_AN_EDITOR = '只有編輯可以管理新聞';

/**
 * The one check of the news editor's routes: every route registered in `scope` (each a member
 * route, so the member guard has answered visitors 401 already) is refused to members who are
 * not editors, before the request is validated or anything is read.
 */
export function guardEditorScope(scope: Api): void {
  scope.addHook('preValidation', async (request) => {
    if (sessionOf(request).member.role !== NEWS_EDITOR_ROLE)
      throw new HttpError(403, NOT_AN_EDITOR);
  });
}
