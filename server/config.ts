import proxyAddr from '@fastify/proxy-addr';
import { ConfigError } from '../core/errors/problem.js';
import type { ListenConfig, TrustProxy } from './types.js';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 3000;

/** Flags win over the environment (HOST, PORT, TRUST_PROXY), which wins over the defaults. */
export function resolveListenConfig(flags: { readonly host?: string; readonly port?: number }, env: NodeJS.ProcessEnv): ListenConfig {
  return {
    host: flags.host ?? (env.HOST || DEFAULT_HOST),
    port: flags.port ?? (env.PORT ? parsePort(env.PORT, 'PORT') : DEFAULT_PORT),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parsePort(text: string, source: string): number {
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new ConfigError('E_CONFIG_PORT', `${source}="${text}" is not a port number.`);
  return port;
}

/**
 * `true`/`false`, a hop count, or a comma-separated list of addresses, CIDR ranges and proxy-addr's names
 * (loopback, linklocal, uniquelocal). The list is checked by the library Fastify compiles it with, so
 * whatever passes here also starts.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || /^false$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  try {
    if (list.some((part) => part === '')) throw new Error('an empty entry');
    proxyAddr.compile(list);
  } catch (error) {
    throw new ConfigError('E_CONFIG_TRUST_PROXY', `TRUST_PROXY="${text}" is not understood (${(error as Error).message}).`);
  }
  return list;
}

/**
 * What `serve` says at start when TRUST_PROXY is `true`: every peer is then trusted to name the client in
 * X-Forwarded-For, so any client that reaches the port directly picks the address its rate limit counts.
 */
export function trustProxyWarning(trust: TrustProxy): string | undefined {
  if (trust !== true) return undefined;
  return 'Warning: TRUST_PROXY=true believes X-Forwarded-For and X-Forwarded-Proto from every client, so a client that reaches this port directly chooses the address the rate limit counts. Name the proxies instead (TRUST_PROXY=10.0.0.0/8, loopback, or a number of hops), or keep the port reachable from the proxy only.';
}
