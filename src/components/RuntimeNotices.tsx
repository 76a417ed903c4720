import { useT } from '../page-context.js';
import { NOTICE_CONTROLS, NOTICE_IDS } from '../shared/notices.js';
import { Icon } from './Icon.js';

/**
 * The notices the browser runtime shows (src/browser/notices.ts): two polite live regions, empty and fixed to
 * the bottom of the viewport, and a template for each notice. The update notice is written in the page's
 * language here; the language suggestion is filled in by the runtime with the suggested locale's texts
 * and the switcher's link. On every page, 404s included. Templates are inert: no layout, no text for
 * search engines, nothing for assistive technology until shown.
 */
export function RuntimeNotices() {
  const t = useT();
  const control = (name: keyof typeof NOTICE_CONTROLS) => ({ [NOTICE_CONTROLS[name]]: '' });
  return (
    <div className="notices">
      {/* Bottom-anchored: the suggestion (shown at load) sits lowest, so a later update notice appears above it without moving it. */}
      <div className="notices__slot" id={NOTICE_IDS.update.slot} role="status" />
      <div className="notices__slot" id={NOTICE_IDS.suggestion.slot} role="status" />
      <template id={NOTICE_IDS.update.template}>
        <div className="notice notice--update">
          <p className="notice__text">{t('update.available')}</p>
          <div className="notice__actions">
            <button type="button" className="btn btn--primary notice__button" {...control('reload')}>{t('update.reload')}</button>
            <button type="button" className="btn btn--secondary notice__button" {...control('dismiss')}>{t('update.dismiss')}</button>
          </div>
        </div>
      </template>
      <template id={NOTICE_IDS.suggestion.template}>
        <div className="notice notice--suggestion">
          <Icon name="globe" size={20} className="notice__icon" />
          <a className="notice__link" {...control('link')}>{t('languageSwitcher.suggestion')}</a>
          <button type="button" className="notice__close" aria-label={t('languageSwitcher.dismissSuggestion')} {...control('dismiss')}>
            <Icon name="close" size={20} />
          </button>
        </div>
      </template>
    </div>
  );
}
