/**
 * The update notice: "A new version is available" with a Reload button that goes through the reload guard.
 * Its texts come from the payload of the locale's home page, which every build has: fetched when a new build
 * is out, so no page carries them for the rare visit that shows them.
 */
import type { AppConfig } from '../../../shared/app-config.js';
import { loadPayloadOf } from '../data/payload.js';
import { control, showNotice } from '../notices.js';
import { reloadOnce } from '../reload-guard.js';

export async function showUpdateNotice(config: AppConfig): Promise<void> {
  const home = config.locales.find((l) => l.code === config.locale)?.prefix || '/';
  const texts = (await loadPayloadOf(config, home, true))?.update;
  if (!texts) return console.warn('Could not load the texts of the update notice');
  const notice = await showNotice('update', config.iconSprite);
  if (!notice) return;
  notice.querySelector('p')!.textContent = texts.text;
  const reload = control(notice, 'reload')!;
  reload.textContent = texts.reload;
  reload.addEventListener('click', () => reloadOnce());
  control(notice, 'dismiss')!.textContent = texts.dismiss;
}
