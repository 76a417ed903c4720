/**
 * What the page frame reads from the messages, by absolute key: document head, layouts, header, footer,
 * language switcher, runtime notices, error views and the document pages. Keys named by content data
 * (navigation labels, office titles, route SEO groups, …) are checked where the data names them
 * (pipeline/validate/rules/references.ts) and read with useDataT.
 */
import { defineContract } from '../../core/contract.js';

export const documentContract = defineContract({
  component: 'Document and App (site/Document.tsx, site/App.tsx)',
  messages: {
    'seo.siteName': {}, 'seo.notFound.title': {}, 'seo.error.title': {}, 'errors.notFoundHelp': {}, 'errors.internalHelp': {},
    'seo.formAnswer.title': {}, 'contact.form.answerTitle': {},
  },
});

export const layoutContract = defineContract({
  component: 'DefaultLayout and CustomLayout (site/layouts/)',
  messages: { 'header.skipToContent': {} },
});

export const headerContract = defineContract({
  component: 'Header (site/components/Header.tsx)',
  messages: {
    'header.logoAlt': {}, 'header.menu': {}, 'header.closeMenu': {}, 'header.freeTrial': {}, 'header.freeTrialShort': {},
    'languageSwitcher.label': {},
  },
});

export const languageSwitcherContract = defineContract({
  component: 'LanguageSwitcher (site/components/LanguageSwitcher.tsx) and the language suggestion (site/app-config-json.ts)',
  messages: { 'languageSwitcher.label': {}, 'languageSwitcher.suggestion': {}, 'languageSwitcher.dismissSuggestion': {} },
});

export const footerChromeContract = defineContract({
  component: 'Footer (site/components/Footer.tsx) and ContactDirect (site/sections/contact/ContactDirect.tsx)',
  messages: {
    'header.logoAlt': {}, 'footer.tagline': {}, 'footer.links.title': {}, 'footer.copyright': { year: 'number' },
    'footer.address': {}, 'footer.phone': {}, 'footer.email': {}, 'contact.direct': { email: 'string' }, 'languageSwitcher.label': {},
    'footer.taxId': {}, 'footer.registrationNumber': {},
  },
});

export const noticesContract = defineContract({
  component: 'the update notice of the browser runtime (its texts in the app config, site/app-config-json.ts)',
  messages: { 'update.available': {}, 'update.reload': {}, 'update.dismiss': {} },
});

export const errorPageContract = defineContract({
  component: 'ErrorPage (site/pages/ErrorPage.tsx)',
  messages: {
    'errors.statusCode': { status: 'number' }, 'errors.notFound': {}, 'errors.internal': {}, 'errors.notFoundHelp': {}, 'errors.internalHelp': {}, 'errors.backHome': {},
    'errors.usefulLinks': {}, 'errors.linkPricing': {}, 'errors.linkContact': {},
  },
});

export const formAnswerContract = defineContract({
  component: 'FormAnswer (site/pages/FormAnswer.tsx)',
  messages: {
    'contact.form.answerTitle': {}, 'contact.form.success': {}, 'accountDelete.form.success': {},
    'contact.form.nativeInvalid': {}, 'contact.form.error': {},
    'formAnswer.contact.sent': {}, 'formAnswer.contact.invalid': {}, 'formAnswer.contact.failed': {},
    'formAnswer.accountDeletion.sent': {}, 'formAnswer.accountDeletion.invalid': {}, 'formAnswer.accountDeletion.failed': {},
    'formAnswer.back.home': {}, 'formAnswer.back.privacy': {}, 'formAnswer.back.accountDelete': {},
  },
});

/** A document page's group (privacy, accountDelete): keys relative to it. */
export const legalDocumentContract = defineContract({
  component: 'LegalDocument (site/components/LegalDocument.tsx)',
  messages: { title: {}, lead: {}, contents: {} },
  optional: { updated: { date: 'date' } },
  lists: { sections: { min: 1, each: { title: {}, body: { supportEmail: 'string', portal: 'string' } } } },
});

/** The groups LegalDocument renders, one per document page. */
export const LEGAL_GROUPS = ['privacy', 'accountDelete'] as const;
export type LegalGroup = (typeof LEGAL_GROUPS)[number];

export const deletionRequestContract = defineContract({
  component: 'DeletionRequest (site/components/LegalDocument.tsx)',
  messages: { 'accountDelete.emailSubject': {}, 'accountDelete.form.title': {}, 'accountDelete.form.lead': {} },
});
