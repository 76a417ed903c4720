import type { Section } from '../../generator/content/types.js';

/** Every section component receives its entry of content/sections.yaml. */
export interface SectionProps {
  readonly section: Section;
}
