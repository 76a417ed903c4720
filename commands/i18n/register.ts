import { Option, type Command } from 'commander';
import { i18n } from '../i18n.js';
import { i18nAdd, i18nAddOptions, i18nRemove, type I18nAddOptions } from '../i18n-add.js';
import { i18nConfirm } from '../i18n-confirm.js';
import type { CommandIo } from '../io.js';
import { allOption, formatOption, rootOption } from '../options.js';

/** `i18n` and its subcommands (add, confirm, remove) on `program`; `done` takes each one's exit code. */
export function registerI18n(program: Command, io: CommandIo, done: (code: number) => void): void {
  const i18nCommand = program.command('i18n').description('report the translations per locale (keys, missing, extra, argument mismatches, untranslated, same as the reference, island bytes); exit 1 on problems')
    .addOption(rootOption()).addOption(formatOption())
    .addOption(new Option('--out <dir>', 'built site whose payloads give the island bytes, relative to the project root').default('dist'))
    .addOption(allOption())
    .action(async (options) => { done(await i18n(options, io)); });
  const add = i18nCommand.command('add').description('scaffold a new locale in progress: its message file (every message marked untranslated) and its site.yaml entry, in content/ only; prints what it assumed and the steps left')
    .argument('<code>', 'the locale code: two or three lowercase letters (de, hr)')
    .addOption(rootOption())
    .action(async (locale: string, _options: unknown, command: Command) => {
      // commander gives --root to `i18n`, which has the same option, wherever it is written.
      const { format: _format, out: _out, all: _all, ...options } = command.optsWithGlobals<I18nAddOptions & { format?: string; out?: string; all?: boolean }>();
      done(await i18nAdd(locale, options, io));
    });
  i18nAddOptions().forEach((option) => add.addOption(option));
  i18nCommand.command('confirm').description('record translations as checked against the reference text as it is now, clearing those that may be out of date (W_STALE_TRANSLATION)')
    .argument('<locale>', 'the locale whose translations were checked (me, sr)')
    .argument('[keys...]', 'message keys, or groups of them (hero); every message of the locale when none is named')
    .addOption(rootOption())
    .action(async (locale: string, keys: string[], _options: unknown, command: Command) => {
      done(await i18nConfirm(locale, keys, { root: command.optsWithGlobals<{ root?: string }>().root }, io));
    });
  i18nCommand.command('remove').description('take out a locale: its site.yaml entry and its message file (never the default locale)')
    .argument('<code>', 'the locale code')
    .addOption(rootOption())
    .action(async (locale: string, _options: unknown, command: Command) => {
      done(await i18nRemove(locale, { root: command.optsWithGlobals<{ root?: string }>().root }, io));
    });
}
