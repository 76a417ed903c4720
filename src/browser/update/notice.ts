/** The update notice: "A new version is available" with a Reload button that goes through the reload guard. */
import type { AppConfig } from '../../shared/app-config.js';
import { control, showNotice } from '../notices.js';
import { reloadOnce } from '../reload-guard.js';

export async function showUpdateNotice(config: AppConfig): Promise<void> {
  const notice = await showNotice('update', config.iconSprite);
  if (!notice) return;
  const texts = config.update;
  notice.querySelector('p')!.textContent = texts.text;
  const reload = control(notice, 'reload')!;
  reload.textContent = texts.reload;
  reload.addEventListener('click', () => reloadOnce());
  control(notice, 'dismiss')!.textContent = texts.dismiss;
}
