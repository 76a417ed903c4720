import { configOf, EXIT, green, type CommandIo } from './io.js';

export interface I18nConfirmOptions { root?: string }

/**
 * `i18n confirm <locale> [keys...]`: a translator has checked the translations against the reference text as
 * it is now; clears them from the ones that may be out of date. 0, or a usage error it throws (exit 2).
 */
export async function i18nConfirm(locale: string, keys: readonly string[], options: I18nConfirmOptions, io: CommandIo): Promise<number> {
  const { confirmTranslations } = await import('./i18n/confirm.js');
  const state = confirmTranslations(configOf(options, io), locale, keys);
  const { confirmed } = state;
  const which = confirmed.length === 0 ? `nothing of "${locale}" was out of date` : `confirmed ${confirmed.length} ${confirmed.length === 1 ? 'translation' : 'translations'} of "${locale}": ${confirmed.join(', ')}`;
  const left = state.stale.filter((s) => s.locale === locale).length;
  const lines = [
    green(io, `✔ ${which}`),
    ...(left > 0 ? [`${left} more of "${locale}" may be out of date; \`i18n\` lists them.`] : []),
    state.changed ? `${state.file} updated; commit it with the messages.` : `${state.file} unchanged.`,
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
