/**
 * The terminal a text report is written for. A report longer than a screen scrolls its start away, and
 * with it the summary that says what is wrong where; so a long report puts a summary first and shows only
 * the problems that fit on the screen with it.
 */
export interface Screen {
  /** Rows the report may take. */
  readonly rows: number;
  /** Characters per row when known; a longer line wraps onto more rows. */
  readonly columns: number | undefined;
  /** Every problem after the summary anyway (`--all`). */
  readonly all: boolean;
  /** How to see the problems left out, ending the line that counts them: "run it again with --all …". */
  readonly seeAll: string;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** The rows `text` takes on a screen `columns` wide (each line one row when the width is unknown). */
export function countRows(text: string, columns: number | undefined): number {
  return text.split('\n').reduce((rows, line) => {
    const width = line.replace(ANSI, '').length;
    return rows + (columns && columns > 0 ? Math.max(1, Math.ceil(width / columns)) : 1);
  }, 0);
}
