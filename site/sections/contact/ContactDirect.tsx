import { officeFor } from '../../offices.js';
import { usePage, useT } from '../../page-context.js';

const MARK = '\u0000';

/**
 * The contact.direct sentence with its {email} (the support address of the page's country) as a mailto link.
 * The offices' phones and addresses are in the footer right below, so the section does not list them again.
 */
export function ContactDirect() {
  const t = useT();
  const { content, locale } = usePage();
  const primary = officeFor(content.site.offices, locale);
  if (!primary) return null;
  const [before, after] = t('contact.direct', { email: MARK }).split(MARK);
  return (
    <p className="contact__direct">
      {before}<a href={`mailto:${primary.email}`}>{primary.email}</a>{after}
    </p>
  );
}
