#!/usr/bin/env python3
"""
The metric overrides of the "Inter Fallback" faces (src/styles/fonts.css), measured from the fonts' files.
Run by hand when the typeface, a fallback font or the copy changes much; the build does not run it.
Needs fontTools and brotli (Debian: apt-get install python3-fonttools python3-brotli) and PyYAML.

  python3 scripts/font-metrics.py FALLBACK_REGULAR.ttf FALLBACK_BOLD.ttf [...more pairs]

For each fallback face: weights 100–500 from the regular font against Inter at 400, 501–625 and 626–900
from the bold font against Inter at 600 and at 650 (the middle of the headings' and buttons' 650–750);
- size-adjust: Inter's average advance width over the site's own text (the characters of every string in
  content/messages/*.yaml, weighted by how often they occur) divided by the fallback's, so a line of
  fallback text is as wide as the same line in Inter;
- ascent-, descent-, line-gap-override: Inter's hhea ascender, descender and line gap (what Chrome uses for
  the line box) over units per em, divided by size-adjust (the overrides apply to the adjusted size).
"""
import collections, glob, io, os, sys
import yaml
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER = os.path.join(ROOT, 'node_modules/@fontsource-variable/inter/files')

def strings(value):
    if isinstance(value, str): yield value
    elif isinstance(value, dict):
        for v in value.values(): yield from strings(v)
    elif isinstance(value, list):
        for v in value: yield from strings(v)

def text_frequencies():
    counts = collections.Counter()
    for file in glob.glob(os.path.join(ROOT, 'content/messages/*.yaml')):
        for s in strings(yaml.safe_load(open(file, encoding='utf8'))): counts.update(s)
    return counts

def inter_at(weight):
    """Inter's latin and latin-ext files merged by code point, instanced at `weight`."""
    fonts = []
    for subset in ('latin', 'latin-ext'):
        font = TTFont(os.path.join(INTER, f'inter-{subset}-wght-normal.woff2'))
        fonts.append(instancer.instantiateVariableFont(font, {'wght': weight}))
    return fonts

def advances(fonts):
    widths = {}
    for font in reversed(fonts):
        cmap, hmtx = font.getBestCmap(), font['hmtx']
        for code, glyph in cmap.items(): widths[code] = hmtx[glyph][0] / font['head'].unitsPerEm
    return widths

def average_width(fonts, freq):
    widths = advances(fonts)
    known = {c: n for c, n in freq.items() if ord(c) in widths}
    return sum(widths[ord(c)] * n for c, n in known.items()) / sum(known.values())

def main():
    freq = text_frequencies()
    pairs = list(zip(sys.argv[1::2], sys.argv[2::2]))
    for weight, pick in ((400, 0), (600, 1), (650, 1)):
        inter = inter_at(weight)
        hhea, upm = inter[0]['hhea'], inter[0]['head'].unitsPerEm
        inter_avg = average_width(inter, freq)
        for pair in pairs:
            fallback = TTFont(pair[pick])
            adjust = inter_avg / average_width([fallback], freq)
            name = fallback['name'].getDebugName(4)
            print(f'{name} (Inter {weight}): size-adjust: {adjust * 100:.2f}%; '
                  f'ascent-override: {hhea.ascent / upm / adjust * 100:.2f}%; '
                  f'descent-override: {-hhea.descent / upm / adjust * 100:.2f}%; '
                  f'line-gap-override: {hhea.lineGap / upm / adjust * 100:.2f}%;')

main()
