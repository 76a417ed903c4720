import type { Section } from '../../core/content/types.js';

/** Every section component receives its entry of content/sections.yaml. */
export interface SectionProps {
  readonly section: Section;
}
