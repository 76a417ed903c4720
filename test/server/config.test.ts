import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/errors/problem.js';
import { parseTrustProxy, resolveListenConfig } from '../../server/config.js';

describe('resolveListenConfig', () => {
  it('defaults to 127.0.0.1:3000, trusting no proxy', () => {
    expect(resolveListenConfig({}, {})).toEqual({ host: '127.0.0.1', port: 3000, trustProxy: false });
  });

  it('takes HOST, PORT and TRUST_PROXY from the environment; flags win', () => {
    expect(resolveListenConfig({}, { HOST: '0.0.0.0', PORT: '8080', TRUST_PROXY: 'loopback' })).toEqual({ host: '0.0.0.0', port: 8080, trustProxy: ['loopback'] });
    expect(resolveListenConfig({ host: '::1', port: 0 }, { HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ host: '::1', port: 0 });
    expect(resolveListenConfig({}, { HOST: '', PORT: '' })).toMatchObject({ host: '127.0.0.1', port: 3000 });
  });

  it.each(['abc', '-1', '65536', '3000.5', '1e3', ' ', '0x50'])('refuses PORT=%j with E_CONFIG_PORT', (port) => {
    expect(() => resolveListenConfig({}, { PORT: port })).toThrow(expect.objectContaining({ code: 'E_CONFIG_PORT', message: `PORT="${port}" is not a port number.` }));
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false], ['', false], ['false', false], ['FALSE', false], ['true', true], ['2', 2], ['0', 0],
    ['127.0.0.1', ['127.0.0.1']], ['loopback, 10.0.0.0/8 ,::1', ['loopback', '10.0.0.0/8', '::1']], ['uniquelocal', ['uniquelocal']],
  ])('reads %j as %j', (text, trust) => {
    expect(parseTrustProxy(text)).toEqual(trust);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,', 'proxy.example.com', '1.2.3.4/8/8'])('refuses %j with E_CONFIG_TRUST_PROXY', (text) => {
    let error: unknown;
    try {
      parseTrustProxy(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).code).toBe('E_CONFIG_TRUST_PROXY');
    expect((error as ConfigError).message).toMatch(new RegExp(`^TRUST_PROXY="${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}" is not understood \\(.+\\)\\.$`));
  });
});
