import { Document } from './Document.js';
import { layouts } from './layouts/index.js';
import { PageProvider, usePage as usePageSpec, useT, type PageContextValue } from './page-context.js';
import { pages } from './pages/index.js';
import { ErrorPage } from './pages/ErrorPage.js';

/** The element tree of one page: document, layout named by the route, then the page or the 404 view. */
export function App({ context }: { context: PageContextValue }) {
  return (
    <PageProvider value={context}>
      <PageDocument />
    </PageProvider>
  );
}

function PageDocument() {
  const t = useT();
  const { page } = usePageSpec();
  if (page.kind === 'notFound') {
    const Layout = layouts.default;
    return (
      <Document title={t('seo.notFound.title')} description={t('errors.notFoundHelp')}>
        <Layout>
          <ErrorPage status={404} />
        </Layout>
      </Document>
    );
  }
  const Layout = layouts[page.route.layout];
  const Page = pages[page.route.id];
  if (!Page) throw new Error(`No page component for route "${page.route.id}"; add it to src/pages/index.ts`);
  return (
    <Document title={t(`${page.route.seo}.title`)} description={t(`${page.route.seo}.description`)}>
      <Layout>
        <Page />
      </Layout>
    </Document>
  );
}

