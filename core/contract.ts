/**
 * Contracts between components and content: every message a component reads, with the arguments it passes,
 * and every list of messages it enumerates. A contract is declared beside its component (plain data, no
 * React, so `validate` loads it without the page tree); `validate` checks the content against every
 * contract (pipeline/validate/rules/contract.ts), and the translators of site/page-context.tsx are typed by
 * them, so a component cannot read a key its contract does not declare.
 */

/** How a component passes an argument: a number (plural, `number`), a Date (`date`), or text. */
export type ArgType = 'number' | 'date' | 'string';
/** The arguments a component passes with one message; `{}` for none. */
export type Args = Readonly<Record<string, ArgType>>;

/** Child groups a component enumerates (the cards of a section): at least `min`, each with the `each` keys. */
interface ListSpec {
  readonly min: number;
  readonly each: Readonly<Record<string, Args>>;
}

export interface MessageContract {
  /** The component(s) that read these messages, for problem messages: "Hero (site/sections/Hero.tsx)". */
  readonly component: string;
  /** Keys the component always reads. */
  readonly messages: Readonly<Record<string, Args>>;
  /** Keys it reads only when present (rendered only then). */
  readonly optional?: Readonly<Record<string, Args>>;
  /** Groups whose children it enumerates; keys are relative like the others. */
  readonly lists?: Readonly<Record<string, ListSpec>>;
}

/** Identity with the literal types kept, so translators can be typed by the contract. */
export function defineContract<const C extends MessageContract>(contract: C): C {
  return contract;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type ListKeys<L> = L extends Readonly<Record<string, ListSpec>>
  ? UnionToIntersection<{ [N in keyof L & string]: { [E in keyof L[N]['each'] & string as `${N}.${string}.${E}`]: L[N]['each'][E] } }[keyof L & string]>
  : unknown;

/** Every key a contract allows, with its arguments: the messages, the optional ones, `list.<id>.<each>`. */
export type KeysOf<C extends MessageContract> = C['messages'] &
  (C extends { readonly optional: infer O } ? O : unknown) &
  (C extends { readonly lists: infer L } ? ListKeys<L> : unknown);

type ValueOf<T extends ArgType> = T extends 'number' ? number : T extends 'date' ? Date : string | number;
type ValuesOf<A> = { readonly [K in keyof A]: A[K] extends ArgType ? ValueOf<A[K]> : never };

/** A translator that accepts only the declared keys, and the declared arguments with each. */
export type Translator<M> = <K extends keyof M & string>(key: K, ...values: keyof M[K] extends never ? [] : [ValuesOf<M[K]>]) => string;

/** `title`, or `setupTime {minutes: number}`: a key with the arguments a component passes with it. */
export function describeKey(key: string, args: Args): string {
  const names = Object.entries(args).map(([name, type]) => `${name}: ${type}`);
  return names.length ? `${key} {${names.join(', ')}}` : key;
}

/**
 * What a contract needs from its group, in words, for problems and docs/section-types.md: "title, body;
 * highlights: at least 1 entry, each with title, text; optional: eyebrow, lead".
 */
export function describeNeeds(contract: MessageContract): string {
  const parts = [Object.entries(contract.messages).map(([key, args]) => describeKey(key, args)).join(', ')];
  for (const [list, spec] of Object.entries(contract.lists ?? {})) {
    const each = Object.entries(spec.each).map(([key, args]) => describeKey(key, args)).join(', ');
    parts.push(`${list}: at least ${spec.min} ${spec.min === 1 ? 'entry' : 'entries'}, each with ${each}`);
  }
  const optional = Object.entries(contract.optional ?? {});
  if (optional.length) parts.push(`optional: ${optional.map(([key, args]) => describeKey(key, args)).join(', ')}`);
  return parts.filter(Boolean).join('; ');
}
