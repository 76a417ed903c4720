import { spawn } from 'node:child_process';

/**
 * Opens `url` in the default browser with the platform's own opener (open, xdg-open, start). Detached and
 * quiet: a machine without a browser (a container, SSH) just does not open one.
 */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform): void {
  const [command, args] = platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener: the URL is printed anyway.
  }
}
