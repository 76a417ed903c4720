import type { Screen } from '../core/report/screen.js';
import type { CommandIo } from './io.js';

/**
 * Rows a text report may take when stdout is not a terminal (a pipe, a file, a CI log): a screenful of a
 * common terminal, so `validate | less` and a log read the same as a terminal does.
 */
export const FALLBACK_ROWS = 50;

/** How each command says where the problems left out are. */
export const SEE_ALL = {
  /** validate and i18n, which have --all. */
  again: 'run it again with --all to see every one',
  /** build, start and the dev server, which print what validate prints. */
  validate: 'run `npm run validate -- --all` to see every one',
} as const;

/** The screen of the command's stdout: the terminal's rows and columns, or FALLBACK_ROWS when it is none. */
export function screenOf(io: CommandIo, all: boolean, seeAll: string): Screen {
  const { isTTY, rows, columns } = io.stdout;
  const terminal = Boolean(isTTY) && rows !== undefined && rows > 0;
  return { rows: terminal ? rows : FALLBACK_ROWS, columns: terminal ? columns : undefined, all, seeAll };
}
