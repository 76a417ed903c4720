import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../core/content/types.js';
import { CustomLayout } from './CustomLayout.js';
import { DefaultLayout } from './DefaultLayout.js';

/** Every layout a route may name (core/content/names.ts LAYOUTS); the type demands one per name. */
export const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  custom: CustomLayout,
};
