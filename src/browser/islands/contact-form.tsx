import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../../islands/contact-form/ContactForm.js';
import type { MountIsland } from './registry.js';

export const mount: MountIsland<'contactForm'> = (container, props) => {
  hydrateRoot(container, <ContactForm {...props} />);
};
