import type { ComponentType, ReactNode } from 'react';
import type { PageSpec } from '../core/page-spec.js';
import { Document } from './Document.js';
import { layouts } from './layouts/index.js';
import { PageProvider, useDataT, usePage, useT, type PageContextValue } from './page-context.js';
import { pages } from './pages/index.js';
import type { PageId } from './pages/ids.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { FormAnswer } from './pages/FormAnswer.js';

/** The element tree of one page: document, layout named by the route, then the page or the view. */
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
  // A route names its layout and has a page; a view (error, answer page) is framed by the default layout.
  if (page.kind !== 'route') {
    const { Page, title, description } = VIEWS[page.kind];
    return <Framed Layout={layouts.default} Page={Page} title={t(title)} description={t(description)} />;
  }
  const Page = pages[page.route.id as PageId];
  if (!Page) throw new Error(`No page component for route "${page.route.id}"; add it to site/pages/index.ts`);
  return <Framed Layout={layouts[page.route.layout]} Page={Page} title={tData(`${page.route.seo}.title`)} description={tData(`${page.route.seo}.description`)} />;
}

/** The pages that are not routes: each one's view and the messages of its title and description. */
const VIEWS = {
  notFound: { Page: NotFound, title: 'seo.notFound.title', description: 'errors.notFoundHelp' },
  serverError: { Page: ServerError, title: 'seo.error.title', description: 'errors.internalHelp' },
  formAnswer: { Page: FormAnswer, title: 'seo.formAnswer.title', description: 'contact.form.answerTitle' },
} as const satisfies Record<Exclude<PageSpec['kind'], 'route'>, { Page: ComponentType; title: string; description: string }>;

function Framed({ Layout, Page, title, description }: { Layout: ComponentType<{ children: ReactNode }>; Page: ComponentType; title: string; description: string }) {
  return (
    <Document title={title} description={description}>
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
