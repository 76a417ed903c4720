import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it('replaces a changed file by a new one, so a reader holding the old one still reads it whole', () => {
    syncFolder(root, new Map([['index.html', 'old home'], ['a.txt', 'same']]));
    const fd = openSync(path.join(root, 'index.html'), 'r');
    try {
      // Same length, different bytes: the size alone must not decide.
      expect(syncFolder(root, new Map([['index.html', 'new home'], ['a.txt', 'same']]))).toEqual({ written: 1, unchanged: 1, removed: 0 });
      const buffer = Buffer.alloc(64);
      expect(buffer.subarray(0, readSync(fd, buffer, 0, 64, 0)).toString()).toBe('old home');
    } finally {
      closeSync(fd);
    }
    expect(read('index.html')).toBe('new home');
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
