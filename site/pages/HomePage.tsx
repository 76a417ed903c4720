import { usePage } from '../page-context.js';
import { sectionComponents } from '../sections/index.js';

/** The landing page: every section of content/sections.yaml in order; the footer section is the layout's. */
export function HomePage() {
  const { content } = usePage();
  return (
    <>
      {content.sections.filter((s) => s.type !== 'footer').map((section) => {
        const Section = sectionComponents[section.type];
        return <Section key={section.id} section={section} />;
      })}
    </>
  );
}
