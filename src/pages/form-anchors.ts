import type { Content } from '../../generator/content/types.js';
import type { PageId } from './ids.js';

/** The id prefix of the account-deletion form (LegalDocument's DeletionRequest): its `<form>` is `deletion-form`. */
export const DELETION_FORM_ID = 'deletion';

/** The id of the `<form>` a form island renders for a given id prefix (ContactForm: `${formId}-form`). */
export const formElementId = (formId: string): string => `${formId}-form`;

/**
 * The id of the form a route's page shows, if any: the home page's contact section, the account-deletion
 * page's request. The no-JS answer page (FormAnswer.tsx) links back to it.
 */
export function formIdOfRoute(routeId: string, content: Content): string | undefined {
  const ids: Partial<Record<PageId, string | undefined>> = {
    home: content.sections.find((section) => section.type === 'contact')?.id,
    accountDelete: DELETION_FORM_ID,
  };
  return ids[routeId as PageId];
}
