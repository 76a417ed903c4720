import { ContactForm } from '../ContactForm.js';
import { hydrateIsland } from '../../../runtime/island-loader/hydrate-root.js';
import type { MountIsland } from '../../types.js';

/** The contact and account-deletion forms: hydrated into their server markup with the props it was rendered with. */
export const mount: MountIsland<'contactForm'> = (container, props) => {
  hydrateIsland(container, <ContactForm {...props} />);
};
