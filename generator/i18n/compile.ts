import messageFormatModule from '@messageformat/core';
import type * as messageFormatTypes from '@messageformat/core';
import type { MessageEntry } from './entries.js';
import type { PluralCategories } from './parse.js';

// The package is CommonJS with an ES-style default export; under NodeNext the default import is the
// module object for the type checker but the class at run time, so take whichever holds the class.
type MessageFormatClass = typeof messageFormatTypes.default.default;
type MessageFormat = InstanceType<MessageFormatClass>;
const MessageFormat = ((messageFormatModule as unknown as { default?: MessageFormatClass }).default ??
  messageFormatModule) as unknown as MessageFormatClass;

export type MessageValues = Record<string, string | number | Date>;

/** A locale's compiled messages. Keys are known to exist in every locale once validation passed. */
export interface Catalogue {
  readonly lang: string;
  readonly keys: readonly string[];
  has(key: string): boolean;
  /** The ICU source, for stages that compile messages into client code. */
  source(key: string): string;
  format(key: string, values?: MessageValues): string;
}

export function createFormatter(lang: string): MessageFormat {
  return new MessageFormat(lang);
}

export function pluralCategoriesOf(formatter: MessageFormat): PluralCategories {
  const plural = formatter.resolvedOptions().plurals[0];
  return { cardinal: plural?.cardinals ?? ['other'], ordinal: plural?.ordinals ?? ['other'] };
}

/**
 * Messages are compiled to functions on first use and then kept: validation has already parsed every
 * one, and a page render needs only some, so compiling all up front would only cost time.
 */
export function createCatalogue(lang: string, formatter: MessageFormat, entries: readonly MessageEntry[]): Catalogue {
  const sources = new Map(entries.map((e) => [e.key, e.source]));
  const functions = new Map<string, (values?: MessageValues) => string>();
  const source = (key: string): string => {
    const text = sources.get(key);
    if (text === undefined) throw new Error(`No message "${key}" in ${lang}; validation should have caught this`);
    return text;
  };
  return Object.freeze({
    lang,
    keys: Object.freeze([...sources.keys()]),
    has: (key: string) => sources.has(key),
    source,
    format(key: string, values?: MessageValues): string {
      let fn = functions.get(key);
      if (!fn) {
        fn = formatter.compile(source(key)) as (values?: MessageValues) => string;
        functions.set(key, fn);
      }
      return fn(values);
    },
  });
}
