import type { PageSpec } from '../../core/page-spec.js';

/** sitemap.xml with an xhtml:link alternate per locale and x-default, for every prerendered route page. */
export function renderSitemap(pages: readonly PageSpec[], defaultLocale: string): string {
  const urls = pages
    .filter((p) => p.kind === 'route')
    .map((page) => {
      const links = page.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.locale.hreflang}" href="${escapeXml(a.url)}"/>`);
      const fallback = page.alternates.find((a) => a.locale.code === defaultLocale)!;
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.url)}"/>`);
      return `  <url>\n    <loc>${escapeXml(page.canonicalUrl)}</loc>\n${links.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
