import type { ComponentType } from 'react';
import { AccountDeletePage } from './AccountDeletePage.js';
import { HomePage } from './HomePage.js';
import { PrivacyPage } from './PrivacyPage.js';

/** The page component of each route id in content/site.yaml. */
export const pages: Readonly<Record<string, ComponentType>> = {
  home: HomePage,
  privacy: PrivacyPage,
  accountDelete: AccountDeletePage,
};
