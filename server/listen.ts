import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../core/errors/problem.js';
import type { ListenConfig } from './types.js';

// The reasons a listen fails because of the address it was given, rather than because of a bug.
export const ADDRESS_ERRORS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'another program uses the port',
  EADDRNOTAVAIL: 'the address is not one of this machine',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name cannot be resolved',
  EACCES: 'ports below 1024 need privileges',
};

/** Listens and returns the URL; an address that cannot work is E_SERVER_LISTEN. */
export async function listenOn(app: FastifyInstance, config: ListenConfig): Promise<string> {
  try {
    return await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const reason = ADDRESS_ERRORS[(error as NodeJS.ErrnoException).code ?? ''];
    if (!reason) throw error;
    throw new ConfigError('E_SERVER_LISTEN', `Cannot listen on ${config.host}:${config.port}: ${reason}.`);
  }
}
