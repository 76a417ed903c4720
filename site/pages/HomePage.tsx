import { usePage } from '../page-context.js';
import { sectionComponents } from '../sections/index.js';

/** The landing page: every section of content/sections.yaml in order, between the layout's header and footer. */
export function HomePage() {
  const { content } = usePage();
  return (
    <>
      {content.sections.map((section) => {
        const Section = sectionComponents[section.type];
        return <Section key={section.id} section={section} />;
      })}
    </>
  );
}
