import { linkSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles, listTree } from '../../core/files.js';
import { createFileWriter } from '../../engine/output/file-writer.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fiskalis-writer-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const inode = (file: string) => statSync(path.join(root, file)).ino;
const bytes = (text: string) => new TextEncoder().encode(text);

/** Writes the files into root as a writer thread does, knowing what root held before; the summed counts. */
function writeAll(files: [string, string][], twins = false) {
  const write = createFileWriter({ staging: root, existing: listTree(root).files, twins: twins ? { cacheDir: undefined, bulkSite: false } : undefined });
  const results = files.map(([file, text]) => write(file, bytes(text)));
  return { names: results.flatMap((r) => r.names), written: results.reduce((n, r) => n + r.written, 0), unchanged: results.reduce((n, r) => n + r.unchanged, 0) };
}

describe('createFileWriter', () => {
  it('creates files and their folders', () => {
    expect(writeAll([['index.html', 'home'], ['en/privacy/index.html', 'privacy'], ['assets/a.css', 'a{}']])).toEqual({ names: ['index.html', 'en/privacy/index.html', 'assets/a.css'], written: 3, unchanged: 0 });
    expect(listFiles(root)).toEqual(['assets/a.css', 'en/privacy/index.html', 'index.html']);
    expect([read('index.html'), read('en/privacy/index.html'), read('assets/a.css')]).toEqual(['home', 'privacy', 'a{}']);
  });

  it('writes a text file\'s brotli and gzip twins beside it when asked, and names them', () => {
    const page = `<!DOCTYPE html><p>${'Fiskalis kasa u oblaku. '.repeat(100)}</p>`;
    expect(writeAll([['index.html', page], ['logo.png', 'x'.repeat(500)]], true)).toEqual({ names: ['index.html', 'index.html.br', 'index.html.gz', 'logo.png'], written: 4, unchanged: 0 });
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).toString()).toBe(page);
  });

  it('leaves files with the same bytes alone: same inode, nothing written', () => {
    writeAll([['index.html', 'home'], ['en/index.html', 'en home']]);
    const before = [inode('index.html'), inode('en/index.html')];
    expect(writeAll([['index.html', 'home'], ['en/index.html', 'en home']])).toMatchObject({ written: 0, unchanged: 2 });
    expect([inode('index.html'), inode('en/index.html')]).toEqual(before);
  });

  it('writes a changed file over its old bytes, shorter or longer, keeping the file', () => {
    writeAll([['index.html', 'old home, the long version'], ['a.txt', 'same'], ['b.txt', 'short']]);
    const before = [inode('index.html'), inode('b.txt')];
    expect(writeAll([['index.html', 'new home'], ['a.txt', 'same'], ['b.txt', 'a good deal longer']])).toMatchObject({ written: 2, unchanged: 1 });
    expect([read('index.html'), read('a.txt'), read('b.txt')]).toEqual(['new home', 'same', 'a good deal longer']);
    expect([inode('index.html'), inode('b.txt')]).toEqual(before);
    // The same length with different bytes: the size alone must not decide.
    expect(writeAll([['index.html', 'new home'], ['a.txt', 'sama'], ['b.txt', 'a good deal longer']])).toMatchObject({ written: 1, unchanged: 2 });
    expect(read('a.txt')).toBe('sama');
  });

  it('replaces a hard-linked or symbolic-linked file instead of writing through the link', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'fiskalis-outside-'));
    try {
      writeAll([['snap.html', 'old'], ['link.html', 'x']]);
      linkSync(path.join(root, 'snap.html'), path.join(outside, 'snapshot.html'));
      writeFileSync(path.join(outside, 'target.html'), 'target');
      rmSync(path.join(root, 'link.html'));
      symlinkSync(path.join(outside, 'target.html'), path.join(root, 'link.html'));
      expect(writeAll([['snap.html', 'new'], ['link.html', 'target']])).toMatchObject({ written: 2, unchanged: 0 });
      expect([read('snap.html'), read('link.html'), lstatSync(path.join(root, 'link.html')).isFile()]).toEqual(['new', 'target', true]);
      expect([readFileSync(path.join(outside, 'snapshot.html'), 'utf8'), readFileSync(path.join(outside, 'target.html'), 'utf8')]).toEqual(['old', 'target']);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('rewrites a file that was changed on disk since it was written', () => {
    writeAll([['index.html', 'home']]);
    writeFileSync(path.join(root, 'index.html'), 'hand edit');
    expect(writeAll([['index.html', 'home']])).toMatchObject({ written: 1, unchanged: 0 });
    expect(read('index.html')).toBe('home');
  });
});
