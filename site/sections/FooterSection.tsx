import type { SectionProps } from './types.js';

/** The footer section of sections.yaml: the layout renders the footer itself, so this renders nothing. */
export function FooterSection(_props: SectionProps) {
  return null;
}
