/**
 * The process Vite's build runs in (assets.ts: runViteApart): takes one request, builds, answers with the
 * assets or the error, and exits once its parent lets go of it.
 */
import type { ResolvedConfig } from '../../core/config.js';
import type { ViteAssets } from './asset-cache.js';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';
import { runVite } from './vite-build.js';

export interface ViteRequest {
  readonly config: ResolvedConfig;
  readonly styles: readonly StyleBundle[];
}

export type ViteAnswer = { readonly assets: ViteAssets } | { readonly error: { readonly message: string; readonly stack?: string } };

// Loaded at once, not when the request comes: a build may start this process while it loads the content
// (assets.ts startViteEarly). A failure to load shows when runVite imports it again.
import('vite').catch(() => undefined);

process.once('message', (request: ViteRequest) => {
  void runVite(request.config, request.styles).then(
    (assets) => process.send!({ assets } satisfies ViteAnswer),
    (error: unknown) => process.send!({ error: error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) } } satisfies ViteAnswer),
  );
});
