/** The update notice: "A new version is available" with a Reload button that goes through the reload guard. */
import { showNotice } from '../notices.js';
import { reloadOnce } from '../reload-guard.js';
import { NOTICE_CONTROLS } from '../../shared/notices.js';

export function showUpdateNotice(): void {
  showNotice('update')?.querySelector(`[${NOTICE_CONTROLS.reload}]`)?.addEventListener('click', () => reloadOnce());
}
