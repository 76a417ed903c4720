import { linkSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../generator/files.js';
import { syncFolder } from '../../generator/write/sync-folder.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fiskalis-sync-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const inode = (file: string) => statSync(path.join(root, file)).ino;
const folders = () => listFiles(root).map((f) => path.posix.dirname(f));

describe('syncFolder', () => {
  it('writes every file of an empty folder, folders included, from strings and bytes', () => {
    const counts = syncFolder(root, new Map<string, string | Uint8Array>([['index.html', 'home'], ['en/privacy/index.html', 'privacy'], ['assets/a.css', new TextEncoder().encode('a{}')]]));
    expect(counts).toEqual({ written: 3, unchanged: 0, removed: 0 });
    expect(listFiles(root)).toEqual(['assets/a.css', 'en/privacy/index.html', 'index.html']);
    expect([read('index.html'), read('en/privacy/index.html'), read('assets/a.css')]).toEqual(['home', 'privacy', 'a{}']);
  });

  it('leaves files with the same bytes alone: same inode, nothing written', () => {
    const files = new Map([['index.html', 'home'], ['en/index.html', 'en home']]);
    syncFolder(root, files);
    const before = [inode('index.html'), inode('en/index.html')];
    expect(syncFolder(root, new Map(files))).toEqual({ written: 0, unchanged: 2, removed: 0 });
    expect([inode('index.html'), inode('en/index.html')]).toEqual(before);
  });

  it('writes a changed file over its old bytes, shorter or longer, keeping the file', () => {
    syncFolder(root, new Map([['index.html', 'old home, the long version'], ['a.txt', 'same'], ['b.txt', 'short']]));
    const before = [inode('index.html'), inode('b.txt')];
    // The same length with different bytes: the size alone must not decide.
    const counts = syncFolder(root, new Map([['index.html', 'new home'], ['a.txt', 'same'], ['b.txt', 'a good deal longer']]));
    expect(counts).toEqual({ written: 2, unchanged: 1, removed: 0 });
    expect([read('index.html'), read('a.txt'), read('b.txt')]).toEqual(['new home', 'same', 'a good deal longer']);
    expect([inode('index.html'), inode('b.txt')]).toEqual(before);
    expect(syncFolder(root, new Map([['index.html', 'new home'], ['a.txt', 'sama'], ['b.txt', 'a good deal longer']]))).toEqual({ written: 1, unchanged: 2, removed: 0 });
  });

  it('replaces a hard-linked or symbolic-linked file instead of writing through the link', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'fiskalis-outside-'));
    try {
      syncFolder(root, new Map([['snap.html', 'old'], ['link.html', 'x']]));
      linkSync(path.join(root, 'snap.html'), path.join(outside, 'snapshot.html'));
      writeFileSync(path.join(outside, 'target.html'), 'target');
      rmSync(path.join(root, 'link.html'));
      symlinkSync(path.join(outside, 'target.html'), path.join(root, 'link.html'));
      expect(syncFolder(root, new Map([['snap.html', 'new'], ['link.html', 'target']]))).toEqual({ written: 2, unchanged: 0, removed: 0 });
      expect([read('snap.html'), read('link.html'), lstatSync(path.join(root, 'link.html')).isFile()]).toEqual(['new', 'target', true]);
      expect([readFileSync(path.join(outside, 'snapshot.html'), 'utf8'), readFileSync(path.join(outside, 'target.html'), 'utf8')]).toEqual(['old', 'target']);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('removes files and folders that are no longer wanted, and swaps a file for a folder and back', () => {
    syncFolder(root, new Map([['index.html', 'home'], ['old/deep/page.html', 'gone'], ['x', 'file x'], ['y/index.html', 'folder y']]));
    mkdirSync(path.join(root, 'empty/nested'), { recursive: true });
    const counts = syncFolder(root, new Map([['index.html', 'home'], ['x/index.html', 'folder x'], ['y', 'file y']]));
    expect(counts).toEqual({ written: 2, unchanged: 1, removed: 3 });
    expect(listFiles(root)).toEqual(['index.html', 'x/index.html', 'y']);
    expect([read('x/index.html'), read('y')]).toEqual(['folder x', 'file y']);
    expect(folders()).not.toContain('old/deep');
    expect(() => statSync(path.join(root, 'empty'))).toThrow(/ENOENT/);
  });

  it('rewrites a file that was changed on disk since it was written', () => {
    syncFolder(root, new Map([['index.html', 'home']]));
    writeFileSync(path.join(root, 'index.html'), 'hand edit');
    expect(syncFolder(root, new Map([['index.html', 'home']]))).toEqual({ written: 1, unchanged: 0, removed: 0 });
    expect(read('index.html')).toBe('home');
  });
});
