import { Document } from './Document.js';
import { layouts } from './layouts/index.js';
import { PageProvider, useDataT, usePage, useT, type PageContextValue } from './page-context.js';
import { pages } from './pages/index.js';
import type { PageId } from './pages/ids.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { FormAnswer } from './pages/FormAnswer.js';

/** The element tree of one page: document, layout named by the route, then the page or the error view. */
export function App({ context }: { context: PageContextValue }) {
  return (
    <PageProvider value={context}>
      <PageDocument />
    </PageProvider>
  );
}

function PageDocument() {
  const t = useT();
  const tData = useDataT();
  const { page } = usePage();
  // An error view and an answer page are framed by the default layout; a route names its layout and has a page.
  const Layout = layouts[page.kind === 'route' ? page.route.layout : 'default'];
  const Page = page.kind === 'route' ? pages[page.route.id as PageId] : { notFound: NotFound, serverError: ServerError, formAnswer: FormAnswer }[page.kind];
  if (!Page) throw new Error(`No page component for route "${page.route.id}"; add it to src/pages/index.ts`);
  const seo =
    page.kind === 'route'
      ? { title: tData(`${page.route.seo}.title`), description: tData(`${page.route.seo}.description`) }
      : page.kind === 'notFound'
        ? { title: t('seo.notFound.title'), description: t('errors.notFoundHelp') }
        : page.kind === 'formAnswer'
          ? { title: t('seo.formAnswer.title'), description: t('contact.form.answerTitle') }
          : { title: t('seo.error.title'), description: t('errors.internalHelp') };
  return (
    <Document title={seo.title} description={seo.description}>
      <Layout>
        <Page />
      </Layout>
    </Document>
  );
}

function NotFound() {
  return <ErrorPage status={404} />;
}

function ServerError() {
  return <ErrorPage status={500} />;
}
