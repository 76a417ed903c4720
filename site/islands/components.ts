import type { ComponentType } from 'react';
import { ContactForm } from './contact-form/ContactForm.js';
import type { IslandName, IslandPropsByName } from './types.js';

/** The component of each island, for the build; site/runtime/island-loader/registry.ts loads the same ones lazily. */
export const islandComponents: { readonly [N in IslandName]: ComponentType<IslandPropsByName[N]> } = {
  contactForm: ContactForm,
};
