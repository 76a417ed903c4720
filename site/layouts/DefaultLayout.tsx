import type { ReactNode } from 'react';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { useT } from '../page-context.js';
import { MAIN_ID } from './main-id.js';

/** Landing pages: header with navigation and language switcher, the page, the footer with offices. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>{t('header.skipToContent')}</a>
      <Header />
      <main id={MAIN_ID}>{children}</main>
      <Footer />
    </>
  );
}
