import { inject } from 'vitest';

/**
 * A CSS selector written with the sources' class names (`.header__toggle`), as it matches a production build,
 * whose classes have short names (pipeline/render/class-names.ts). Classes the build kept stay as written.
 */
export function builtSelector(selector: string, renamed: Readonly<Record<string, string>> = inject('classNames')): string {
  return selector.replace(/\.(-?[A-Za-z_][\w-]*)/g, (match, name: string) => (Object.hasOwn(renamed, name) ? `.${renamed[name]}` : match));
}
