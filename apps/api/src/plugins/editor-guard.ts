import { NEWS_EDITOR_ROLE } from '@591/config';
import type { Api } from '../lib/api.ts';
import { guardStaffScope } from './staff-guard.ts';

export const NOT_AN_EDITOR = '只有編輯可以管理新聞';

/** The news desk's routes in `scope` are the editors' alone (see guardStaffScope). */
export function guardEditorScope(scope: Api): void {
  guardStaffScope(scope, NEWS_EDITOR_ROLE, NOT_AN_EDITOR);
}
