import { spawn } from 'node:child_process';

/** The platform's own opener of a URL in the default browser. */
export function openerOf(url: string, platform: NodeJS.Platform): [command: string, args: string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the empty one.
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/**
 * Opens `url` in the default browser. Detached and quiet: a machine without a browser (a container, SSH)
 * just does not open one; the URL is printed anyway.
 */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform): void {
  const [command, args] = openerOf(url, platform);
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener.
  }
}
