/**
 * Every contract in one place: `validate` checks the content against these, and the page translator is
 * typed by the union of the global ones. Adding a component that reads messages starts at its contract.
 */
import { deletionRequestContract, documentContract, errorPageContract, footerChromeContract, formAnswerContract, headerContract, languageSwitcherContract, layoutContract, legalDocumentContract, LEGAL_GROUPS, noticesContract } from './components/contracts.js';
import { contactFormContract, contactServiceContract } from './islands/contact-form/contract.js';
import { pricingContract } from './sections/pricing/contract.js';
import { sectionContracts } from './sections/contracts.js';
import { productUiContract } from './drawings/product/contract.js';
import type { KeysOf, MessageContract } from '../core/contract.js';

export { sectionContracts };

/** Contracts whose keys are absolute: read on every site, whatever the data says. */
export const globalContracts = [
  documentContract, layoutContract, headerContract, languageSwitcherContract, footerChromeContract, noticesContract,
  errorPageContract, formAnswerContract, deletionRequestContract, pricingContract, contactFormContract, contactServiceContract, productUiContract,
] as const;

/** Contracts applied to a fixed message group: the document pages. */
export const groupContracts: readonly { readonly group: string; readonly contract: MessageContract }[] = LEGAL_GROUPS.map((group) => ({ group, contract: legalDocumentContract }));

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every absolute key the global contracts declare, with its arguments: what useT accepts. */
export type GlobalMessages = UnionToIntersection<KeysOf<(typeof globalContracts)[number]>>;
