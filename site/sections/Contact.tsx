import { Island } from '../islands/Island.js';
import { contactFormProps } from '../islands/contact-form/props.js';
import { usePage } from '../page-context.js';
import { topicAnchor } from '../../shared/contact-protocol.js';
import { ContactDirect } from './contact/ContactDirect.js';
import type { SectionProps } from './types.js';
import { SectionIntro } from './parts.js';

/** The contact section: heading, the form island (a plain POST without JavaScript) and the direct contacts. */
export function Contact({ section }: SectionProps) {
  const { content, locale, page, apiBase } = usePage();
  const props = contactFormProps(content, { formId: section.id, kind: 'contact', locale, page: page.path, apiBase });
  return (
    <section id={section.id} className="section section--alt contact">
      {/*
        Where the calls to action land (#contact-demo, …), so the form opens on that topic; without JavaScript plain
        anchors. Three elements that start at the top of the section anyway carry them: no empty element for a phone to download.
      */}
      <div id={topicAnchor(section.id, 'demo')} className="container contact__layout">
        <SectionIntro group={section.messages} id={topicAnchor(section.id, 'quote')} titleId={topicAnchor(section.id, 'support')} align="start" className="contact__head" />
        {/* At the end of the home page: hydrated as it nears the viewport, so it is ready when reached. */}
        <Island id={section.id} name="contactForm" props={props} hydrate="visible" />
        <ContactDirect />
      </div>
    </section>
  );
}
