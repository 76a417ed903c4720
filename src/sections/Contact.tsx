import { Island } from '../islands/Island.js';
import { contactFormProps } from '../islands/contact-form/props.js';
import { usePage } from '../page-context.js';
import { ContactDirect } from './contact/ContactDirect.js';
import type { SectionProps } from './types.js';
import { SectionIntro } from './parts.js';

/** The contact section: heading, the form island (a plain POST without JavaScript) and the direct contacts. */
export function Contact({ section }: SectionProps) {
  const { content, locale, page, apiBase } = usePage();
  const props = contactFormProps(content, { formId: section.id, kind: 'contact', locale, page: page.path, apiBase });
  return (
    <section id={section.id} className="section section--alt contact">
      <div className="container contact__layout">
        <SectionIntro group={section.messages} align="start" className="contact__head" />
        {/* At the end of the home page: hydrated as it nears the viewport, so it is ready when reached. */}
        <Island id={section.id} name="contactForm" props={props} hydrate="visible" />
        <ContactDirect />
      </div>
    </section>
  );
}
