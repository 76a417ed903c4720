/**
 * The update check: every `updateCheckMinutes` while the tab is visible, and when it becomes visible again
 * after at least that long, compare builds/latest.json's id with the page's (from its app config). A new id
 * shows the update notice once per id; the page never reloads by itself.
 */
import type { AppConfig } from '../../../shared/app-config.js';
import { fetchLatestBuildId } from './latest-build.js';

export function watchForUpdates(config: AppConfig, onUpdate: (buildId: string) => void): void {
  const minutes = config.updateCheckMinutes;
  if (typeof minutes !== 'number' || !(minutes > 0)) return;
  const interval = minutes * 60_000;
  const announced = new Set([config.buildId]);
  let lastCheck = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = async () => {
    lastCheck = Date.now();
    schedule();
    const id = await fetchLatestBuildId();
    if (id && !announced.has(id)) {
      announced.add(id);
      onUpdate(id);
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    // A hidden tab is not checked (no one would see the notice); it catches up when it is shown again.
    timer = setTimeout(() => document.visibilityState === 'hidden' || void check(), interval);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= interval) void check();
  });
  schedule();
}
