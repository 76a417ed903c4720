import type { ReactNode } from 'react';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { useT } from '../page-context.js';
import { MAIN_ID } from './main-id.js';

/** Document pages (privacy, account deletion): compact header, a readable text column, the footer. */
export function CustomLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>{t('header.skipToContent')}</a>
      <Header />
      <main id={MAIN_ID} className="doc-main">{children}</main>
      <Footer />
    </>
  );
}
