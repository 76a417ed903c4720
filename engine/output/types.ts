/** The whole site in memory: paths relative to the output folder (forward slashes) → their bytes. */
export type SiteFiles = ReadonlyMap<string, string | Uint8Array>;

/** What a write did to the files of the output folder. */
export interface WriteCounts {
  /** Files created, or written over because their bytes changed. */
  readonly written: number;
  /** Files already there with the same bytes, left as they were. */
  readonly unchanged: number;
  /** Files that are no longer part of the site. */
  readonly removed: number;
}
