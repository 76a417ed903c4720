import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { formElementId } from '../../site/islands/contact-form/form-ids.js';
import { DELETION_FORM, formOfRoute } from '../../site/pages/page-forms.js';
import { nativeAnswerPath, successMessageKey } from '../../shared/contact-protocol.js';

const content = loadContent(resolveConfig());

describe('where a form posted without JavaScript lands, and the way back', () => {
  it('is the answer page beside the page: one rule for the build, the service and the dev server', () => {
    expect(['/', '/en', '/privacy', '/sr/account-delete'].map(nativeAnswerPath)).toEqual([
      '/answer.html', '/en/answer.html', '/privacy/answer.html', '/sr/account-delete/answer.html',
    ]);
  });

  it('knows the form of each page: the contact section on home (its id from the content), the deletion request, none on privacy', () => {
    const contact = content.sections.find((section) => section.type === 'contact')!;
    expect(formOfRoute('home', content)).toEqual({ id: contact.id, kind: 'contact' });
    expect(formOfRoute('accountDelete', content)).toBe(DELETION_FORM);
    expect(formOfRoute('privacy', content)).toBeUndefined();
    expect(formOfRoute('home', { ...content, sections: content.sections.filter((s) => s.type !== 'contact') })).toBeUndefined();
    expect(formElementId(contact.id)).toBe(`${contact.id}-form`);
  });

  it('thanks a deletion request with its own message, anything else with the contact form’s', () => {
    expect([successMessageKey('account-deletion'), successMessageKey('contact'), successMessageKey(undefined)]).toEqual([
      'accountDelete.form.success', 'contact.form.success', 'contact.form.success',
    ]);
  });
});
