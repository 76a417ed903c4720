/** The options several commands share, and the parsers of their values (commander's argParser). */
import { InvalidArgumentError, Option } from 'commander';
import { FORMATS, type ReportFormat } from '../core/report/formats.js';
import { BUILD_TARGETS } from '../core/hosts.js';

function parseFormat(value: string): ReportFormat {
  if (!(FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`Use one of: ${FORMATS.join(', ')}.`);
  return value as ReportFormat;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('Use a port number from 0 to 65535.');
  return port;
}

export const rootOption = () => new Option('--root <dir>', 'project folder holding content/ and schema/');
export const formatOption = () => new Option('--format <format>', `problem output: ${FORMATS.join(', ')}`).default('text').argParser(parseFormat);
export const allOption = () => new Option('--all', 'print every problem in text (by default a long report shows a summary and a screenful)');
export const outOption = () => new Option('--out <dir>', 'output folder, relative to the project root').default('dist');
export const portOption = (fallback = 3000) => new Option('--port <port>', `port to listen on (default: PORT, else ${fallback})`).argParser(parsePort);
export const hostOption = () => new Option('--host <host>', 'address to listen on (default: HOST, else 127.0.0.1)');
export const targetOption = () => new Option('--target <host>', 'the host the site is for, which may need files of its own (docs/deploying.md); default: netlify where NETLIFY=true, else static').choices(BUILD_TARGETS);
