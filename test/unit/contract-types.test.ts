/**
 * The translators are typed by the contracts: a key no contract declares, a missing argument or one of the
 * wrong type does not compile. `npx tsc --noEmit` checks the @ts-expect-error lines below; an unused one
 * (a call that compiles after all) fails the type check.
 */
import { expect, it } from 'vitest';
import type { KeysOf, Translator } from '../../core/contract.js';
import type { GlobalMessages } from '../../site/contract-registry.js';
import type { heroContract, howToStartContract } from '../../site/sections/contracts.js';

// Never called: the function exists for the type checker.
function typeChecks(t: Translator<GlobalMessages>, hero: Translator<KeysOf<typeof heroContract>>, howTo: Translator<KeysOf<typeof howToStartContract>>, id: string) {
  t('header.menu');
  t('footer.copyright', { year: 2026 });
  // @ts-expect-error a key no contract declares
  t('header.search');
  // @ts-expect-error an argument the contract declares is missing
  t('footer.copyright');
  // @ts-expect-error an argument of another type than declared
  t('footer.copyright', { year: 'this year' });
  // @ts-expect-error an argument the contract does not declare
  t('header.menu', { open: 1 });
  hero('title');
  hero('retail.cta');
  // @ts-expect-error not in the hero's contract
  hero('subtitle');
  howTo('setupTime', { minutes: 2 });
  howTo(`steps.${id}.title`);
  // @ts-expect-error the steps list declares title and text only
  howTo(`steps.${id}.caption`);
  // @ts-expect-error a section key is relative to its group, never absolute
  hero('landing.title');
}

it('types translators by the contracts (checked by tsc)', () => {
  expect(typeChecks).toBeTypeOf('function');
});
