/** Values for a message's ICU arguments. */
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
