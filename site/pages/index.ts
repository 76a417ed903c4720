import type { ComponentType } from 'react';
import { AccountDeletePage } from './AccountDeletePage.js';
import { HomePage } from './HomePage.js';
import { PrivacyPage } from './PrivacyPage.js';
import type { PageId } from './ids.js';

/** The page component of each route id (./ids.ts); `validate` refuses a route id without one. */
export const pages: Readonly<Record<PageId, ComponentType>> = {
  home: HomePage,
  privacy: PrivacyPage,
  accountDelete: AccountDeletePage,
};
