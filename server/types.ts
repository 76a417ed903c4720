import type { FastifyServerOptions } from 'fastify';
import type { LocaleOption, RootRedirectMode } from '../shared/locale-choice.js';
import type { MailPluginOptions } from './mail/plugin.js';

/**
 * Which peers may set X-Forwarded-For/-Proto (Fastify's `trustProxy`): nobody, everybody, the given number of
 * hops, or proxy addresses and CIDR ranges. Decides `request.protocol`, hence whether HSTS is sent.
 */
export type TrustProxy = boolean | number | readonly string[];

/** What the server needs to serve a built site. */
export interface ServerOptions {
  /** The built site. */
  readonly distDir: string;
  readonly locales: readonly LocaleOption[];
  readonly defaultLocale: string;
  /** The cookie that stores a visitor's locale choice. */
  readonly cookieName: string;
  readonly rootRedirect: RootRedirectMode;
  /** Default false: X-Forwarded-* headers are ignored. */
  readonly trustProxy?: TrustProxy;
  /** Reload the site when a build replaces dist/ (the preview); default false. */
  readonly watch?: boolean;
  readonly logger?: FastifyServerOptions['logger'];
  /** The contact routes; left out, the server serves only the site. */
  readonly mail?: MailPluginOptions;
}

/** Where `cli.ts serve` listens and whom it trusts, resolved from flags and the environment. */
export interface ListenConfig {
  readonly host: string;
  readonly port: number;
  readonly trustProxy: TrustProxy;
}
