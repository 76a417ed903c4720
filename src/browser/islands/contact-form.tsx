import { ContactForm } from '../../islands/contact-form/ContactForm.js';
import { hydrateIsland } from './hydrate-root.js';
import type { MountIsland } from './registry.js';

/** The contact and account-deletion forms: hydrated into their server markup with the props it was rendered with. */
export const mount: MountIsland<'contactForm'> = (container, props) => {
  hydrateIsland(container, <ContactForm {...props} />);
};
