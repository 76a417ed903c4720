/** The id of the `<form>` a form island renders for an id prefix ('contact' → 'contact-form'): the no-JS answer page links back to it. */
export const formElementId = (formId: string): string => `${formId}-form`;
