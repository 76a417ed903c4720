import type { ReactNode } from 'react';
import { appConfigJsonOf } from './app-config-json.js';
import { RuntimeNotices } from './components/RuntimeNotices.js';
import { MAIN_ID } from './layouts/main-id.js';
import { usePage, useT } from './page-context.js';
import { APP_CONFIG_ID } from '../shared/app-config.js';

/** The whole HTML document: head with SEO metadata for the page and its alternates, then the body. */
export function Document({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { content, page, locale, assets, art, buildId } = usePage();
  const t = useT();
  const isRoute = page.kind === 'route';
  const defaultAlternate = page.alternates.find((a) => a.locale.code === content.site.defaultLocale)!;
  // Only `/` redirects (never a deeper path), and only when its route names the middleware.
  const redirects = isRoute && page.path === '/' && content.site.rootRedirect !== 'off' && page.route.middleware.includes('rootRedirect');
  return (
    <html lang={locale.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {isRoute ? <link rel="canonical" href={page.canonicalUrl} /> : <meta name="robots" content="noindex" />}
        {isRoute && page.alternates.map((a) => <link key={a.locale.code} rel="alternate" hrefLang={a.locale.hreflang} href={a.url} />)}
        {isRoute && <link rel="alternate" hrefLang="x-default" href={defaultAlternate.url} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={t('seo.siteName')} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {isRoute && <meta property="og:url" content={page.canonicalUrl} />}
        <meta property="og:locale" content={locale.ogLocale} />
        {page.alternates.filter((a) => a.locale.code !== locale.code).map((a) => <meta key={a.locale.code} property="og:locale:alternate" content={a.locale.ogLocale} />)}
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts?.map((href) => <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={href} />)}
        {/* No frame before the header is whole: the browser may paint a half-parsed document when its
            parser yields (slow phones, busy cores), and the header's later parts would then move the
            earlier ones (CLS). The wait ends as soon as <main> opens, right after the header. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        <script type="application/json" id={APP_CONFIG_ID} dangerouslySetInnerHTML={{ __html: appConfigJsonOf(content, page, { buildId, iconSprite: art.iconSprite }) }} />
        {redirects && <script dangerouslySetInnerHTML={{ __html: assets.rootScript }} />}
        <script type="module" src={assets.boot} />
      </head>
      <body>
        {children}
        <RuntimeNotices />
      </body>
    </html>
  );
}
