/** The root page's inline script when rootRedirect is `browser`: a stored choice, else the browser's languages. */
import { browserRedirectTarget } from '../../../shared/locale-choice.js';
import { redirectRoot } from './redirect-root.js';

// Every browser this site supports has navigator.languages.
redirectRoot((cookie, locales) => browserRedirectTarget(cookie, locales, navigator.languages));
