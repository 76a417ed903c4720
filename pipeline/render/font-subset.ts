import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Font subsetting with HarfBuzz's hb-subset (the `harfbuzzjs` package's WebAssembly build), synchronous so the
 * drawings stay a pure, synchronous render: the module has no imports and is instantiated once, on first use.
 */
interface HbSubset {
  readonly memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, kind: number): number;
  hb_subset_input_pin_axis_location(input: number, face: number, tag: number, value: number): number;
  hb_subset_input_set_axis_range(input: number, face: number, tag: number, min: number, max: number, def: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

let instance: HbSubset | undefined;
function hb(): HbSubset {
  if (!instance) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    instance = new WebAssembly.Instance(new WebAssembly.Module(wasm)).exports as unknown as HbSubset;
  }
  return instance;
}

const tag = (name: string) => ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;
/** hb_subset_sets_t: HB_SUBSET_SETS_DROP_TABLE_TAG. */
const DROP_TABLES = 3;
/** HB_MEMORY_MODE_READONLY: HarfBuzz reads the font where it lies in its memory. */
const READONLY = 1;

export interface SubsetOptions {
  /** The characters to keep. */
  readonly codePoints: Iterable<number>;
  /** The weight axis: one weight pins it (a static font), a range keeps it variable within. Absent: as it is. */
  readonly weight?: { readonly min: number; readonly max: number };
  /** Tables to leave out, such as 'GSUB' and 'GPOS' (ligatures, kerning). */
  readonly dropTables?: readonly string[];
}

/** A TrueType (sfnt) font with only the given characters and weights, as hb-subset writes it. */
export function subsetFont(font: Uint8Array, { codePoints, weight, dropTables = [] }: SubsetOptions): Uint8Array {
  const x = hb();
  const pointer = x.malloc(font.byteLength);
  new Uint8Array(x.memory.buffer).set(font, pointer);
  const blob = x.hb_blob_create(pointer, font.byteLength, READONLY, 0, 0);
  const face = x.hb_face_create(blob, 0);
  x.hb_blob_destroy(blob);
  const input = x.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error('hb-subset: out of memory');
    const unicodes = x.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) x.hb_set_add(unicodes, codePoint);
    const drop = x.hb_subset_input_set(input, DROP_TABLES);
    for (const table of dropTables) x.hb_set_add(drop, tag(table));
    if (weight) {
      const ok = weight.min === weight.max
        ? x.hb_subset_input_pin_axis_location(input, face, tag('wght'), weight.min)
        : x.hb_subset_input_set_axis_range(input, face, tag('wght'), weight.min, weight.max, weight.min);
      if (!ok) throw new Error(`hb-subset: the font has no weight axis covering ${weight.min}–${weight.max}`);
    }
    const subset = x.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('hb-subset could not subset the font');
    const result = x.hb_face_reference_blob(subset);
    const data = x.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(x.memory.buffer).slice(data, data + x.hb_blob_get_length(result));
    x.hb_blob_destroy(result);
    x.hb_face_destroy(subset);
    return bytes;
  } finally {
    if (input) x.hb_subset_input_destroy(input);
    x.hb_face_destroy(face);
    x.free(pointer);
  }
}
