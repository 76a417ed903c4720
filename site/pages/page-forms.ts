import type { Content } from '../../core/content/types.js';
import type { RequestKind } from '../../shared/contact-protocol.js';
import type { PageId } from './ids.js';

/** A form a page shows: the id prefix its island was given and what it asks for. */
export interface PageForm {
  readonly id: string;
  readonly kind: RequestKind;
}

/** The account-deletion page's form (LegalDocument's DeletionRequest renders it): its `<form>` is `deletion-form`. */
export const DELETION_FORM: PageForm = { id: 'deletion', kind: 'account-deletion' };

/**
 * The form a route's page shows, if any: the home page's contact section, the account-deletion page's
 * request. The no-JS answer page (FormAnswer.tsx) thanks for that kind of request and links back to it.
 */
export function formOfRoute(routeId: string, content: Content): PageForm | undefined {
  if ((routeId as PageId) === 'accountDelete') return DELETION_FORM;
  const contact = (routeId as PageId) === 'home' ? content.sections.find((section) => section.type === 'contact') : undefined;
  return contact ? { id: contact.id, kind: 'contact' } : undefined;
}
