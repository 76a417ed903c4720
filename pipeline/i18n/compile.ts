import messageFormatModule from '@messageformat/core';
import compilerModule from '@messageformat/core/lib/compiler.js';
import type * as messageFormatTypes from '@messageformat/core';
import type * as compilerTypes from '@messageformat/core/lib/compiler.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { Catalogue, MessageValues } from '../../core/messages.js';
import type { MessageEntry } from './entries.js';
import type { PluralCategories } from './parse.js';
import { formatDate } from '../../core/format.js';

// Both packages are CommonJS with ES-style default exports; under NodeNext the default import is the
// module object for the type checker but the class at run time, so take whichever holds the class.
type MessageFormatClass = typeof messageFormatTypes.default.default;
type CompilerClass = typeof compilerTypes.default.default;
type MessageFormat = InstanceType<MessageFormatClass>;
const unwrap = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;
const MessageFormat = unwrap<MessageFormatClass>(messageFormatModule);
const Compiler = unwrap<CompilerClass>(compilerModule);

type MessageFunction = (values?: MessageValues) => string;

export function createFormatter(lang: string): MessageFormat {
  return new MessageFormat(lang, { customFormatters: { date: formatMessageDate } });
}

/**
 * `{d, date, short|long|full}`: core/format.ts's formatDate, which also gives Serbian and Montenegrin the
 * genitive month after a day ("1. novembra 2026."), with one Intl.DateTimeFormat per locale and size.
 */
function formatMessageDate(value: unknown, lang: string, size?: string | null): string {
  return formatDate(value as string | number | Date, lang, size);
}

export function pluralCategoriesOf(formatter: MessageFormat): PluralCategories {
  const plural = formatter.resolvedOptions().plurals[0];
  return { cardinal: plural?.cardinals ?? ['other'], ordinal: plural?.ordinals ?? ['other'] };
}

/**
 * Compiles a whole catalogue into functions at once. One `new Function` for all messages costs a fraction
 * of one per message (MessageFormat#compile), which matters at hundreds of messages per locale. When the
 * batch fails, messages are compiled one by one to say which message is at fault.
 */
export function compileCatalogue(lang: string, formatter: MessageFormat, entries: readonly MessageEntry[]): { catalogue: Catalogue; problems: Problem[] } {
  const { functions, problems } = compileFunctions(formatter, entries);
  return { catalogue: catalogueOf(lang, entries, functions), problems };
}

/** What compiling reads of a message: its key and text, and where its key is, for a problem. */
type CompilableMessage = Pick<MessageEntry, 'key' | 'source' | 'keyPosition'>;

function compileFunctions(formatter: MessageFormat, entries: readonly CompilableMessage[]): { functions: ReadonlyMap<string, MessageFunction>; problems: Problem[] } {
  const options = formatter.resolvedOptions();
  const plural = options.plurals[0]!;
  const functions = new Map<string, MessageFunction>();
  const problems: Problem[] = [];
  try {
    const compiled = compileBatch(options, plural, entries);
    for (const entry of entries) functions.set(entry.key, compiled[entry.key]!);
  } catch {
    for (const entry of entries) {
      try {
        functions.set(entry.key, formatter.compile(entry.source) as MessageFunction);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        problems.push(createProblem('E_ICU_SYNTAX', `Message "${entry.key}" does not compile: ${reason}`, entry.keyPosition));
      }
    }
  }
  return { functions, problems };
}

/** A locale's messages: their texts by key, and the compiled functions that format them. */
function catalogueOf(lang: string, entries: readonly MessageEntry[], functions: ReadonlyMap<string, MessageFunction>): Catalogue {
  const sources = new Map(entries.map((e) => [e.key, e.source]));
  const lookup = <T>(map: ReadonlyMap<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`No message "${key}" in ${lang}; validation should have caught this`);
    return value;
  };
  const catalogue: Catalogue = Object.freeze({
    lang,
    keys: Object.freeze([...sources.keys()]),
    has: (key: string) => sources.has(key),
    source: (key: string) => lookup(sources, key),
    format: (key: string, values?: MessageValues) => lookup(functions, key)(values),
  });
  return catalogue;
}

function compileBatch(
  options: ReturnType<MessageFormat['resolvedOptions']>,
  plural: ReturnType<MessageFormat['resolvedOptions']>['plurals'][number],
  entries: readonly CompilableMessage[],
): Record<string, MessageFunction> {
  const compiler = new Compiler(options);
  const sources = compiler.compile(Object.fromEntries(entries.map((e) => [e.key, e.source])), plural) as unknown as Record<string, string>;
  const body = `return {${Object.entries(sources).map(([key, fn]) => `${JSON.stringify(key)}: ${fn}`).join(',\n')}};`;
  const runtime = Object.entries(compiler.runtime);
  return new Function(...runtime.map(([name]) => name), body)(...runtime.map(([, fn]) => fn)) as Record<string, MessageFunction>;
}
