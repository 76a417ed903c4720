/** The root page's inline script when rootRedirect is `cookie`: only a stored choice redirects. */
import { cookieRedirectTarget } from '../../../shared/locale-choice.js';
import { redirectRoot } from './redirect-root.js';

redirectRoot(cookieRedirectTarget);
