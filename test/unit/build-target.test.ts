import { describe, expect, it } from 'vitest';
import { detectTarget, warnOfSameOriginForms, type FormsOrigin } from '../../commands/build-target.js';

const SITE = 'https://fiskalis.me';
const forms: FormsOrigin = { target: 'static', formPages: ['/', '/en/account-delete'], apiBase: '', siteBaseUrl: SITE, apiBaseChosen: false };

describe('detectTarget', () => {
  it("is netlify on Netlify's build (NETLIFY=true), else static", () => {
    expect([detectTarget({ NETLIFY: 'true' }), detectTarget({}), detectTarget({ NETLIFY: 'false', CF_PAGES: '1' })]).toEqual(['netlify', 'static', 'static']);
  });
});

describe('warnOfSameOriginForms', () => {
  it('warns in one line naming API_BASE_URL when a static-host build has forms posting to its own origin', () => {
    for (const target of ['static', 'netlify', 'nginx'] as const) {
      const line = warnOfSameOriginForms({ ...forms, target })!;
      expect(line.split('\n')).toHaveLength(1);
      expect(line).toMatch(new RegExp(`^W_FORMS_SAME_ORIGIN: The forms of 2 pages call /mail/challenge and /mail/send on the site's own origin \\(api\\.baseUrl of content/site\\.yaml is empty\\), which the static host this build is for \\(--target ${target}\\) answers with 404\\. Build with API_BASE_URL set to the contact service's origin`));
    }
  });

  it("counts an api.baseUrl equal to the site's own origin as the same origin", () => {
    expect(warnOfSameOriginForms({ ...forms, apiBase: SITE, formPages: ['/'] })).toContain(`The form of / calls /mail/challenge and /mail/send on the site's own origin (api.baseUrl of content/site.yaml is the site's own, ${SITE})`);
  });

  it("says nothing for the site's own server, a service elsewhere, a site without forms, or an API_BASE_URL chosen for the build", () => {
    expect(warnOfSameOriginForms({ ...forms, target: 'server' })).toBeUndefined();
    expect(warnOfSameOriginForms({ ...forms, apiBase: 'https://api.fiskalis.me' })).toBeUndefined();
    expect(warnOfSameOriginForms({ ...forms, formPages: [] })).toBeUndefined();
    expect(warnOfSameOriginForms({ ...forms, apiBaseChosen: true })).toBeUndefined();
  });
});
