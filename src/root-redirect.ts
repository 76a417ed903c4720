import type { Content } from '../generator/content/types.js';

/**
 * The inline script of the root page on static hosting. Runs only on `/` when the visitor arrives from
 * elsewhere (no same-origin referrer): a visitor who followed a link to `/`, e.g. the switcher's "Crna Gora",
 * picked that locale and is never sent away. The cookie wins; else the first of the browser's languages
 * that names a locale: region RS or plain `sr` → sr, region ME or `cnr` → me, `en` → en; else en.
 * Kept tiny and dependency-free; its hash goes into the Content-Security-Policy of `_headers`.
 */
export function rootRedirectScript(content: Content): string {
  const prefixes = Object.fromEntries(content.locales.map((l) => [l.code, l.prefix || '/']));
  const cookie = content.site.localeCookie.name;
  return `(function(){try{var p=${JSON.stringify(prefixes)},d=location,r=document.referrer;if(d.pathname!=="/"||(r&&r.indexOf(d.origin+"/")===0))return;var m=document.cookie.match(/(?:^|; )${cookie}=([^;]*)/),c=m&&decodeURIComponent(m[1]);if(!p[c]){c="en";var l=navigator.languages||[navigator.language];for(var i=0;i<l.length;i++){var t=String(l[i]).toLowerCase().split("-");if(t.indexOf("rs")>0||t[0]==="sr"&&t.length<2){c="sr";break}if(t.indexOf("me")>0||t[0]==="cnr"){c="me";break}if(t[0]==="en"){break}}}if(p[c]&&p[c]!=="/")d.replace(p[c]+d.search+d.hash)}catch(e){}})()`;
}
