import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { catalogue } from '../../generator/errors/catalogue.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');

it('documents every error code of the catalogue', () => {
  const documented = [...readme.matchAll(/^\| `(E_[A-Z_]+)` \|/gm)].map((m) => m[1]);
  expect(documented.sort()).toEqual(Object.keys(catalogue).sort());
});

it('starts with the two quick-start commands', () => {
  expect(readme).toContain('```sh\nnpm ci && npm start\nnpm test\n```');
});
