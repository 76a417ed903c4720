import { NOTICE_IDS } from '../../shared/notices.js';

/**
 * Where the browser runtime shows its notices (site/runtime/notices.ts): two polite live regions, empty and
 * fixed to the bottom of the viewport, in the page since it loaded so screen readers announce what appears
 * in them. The notices themselves are built by the runtime from the app config's texts, so no page carries
 * markup that most visitors never see. On every page, 404s included.
 */
export function RuntimeNotices() {
  return (
    <div className="notices">
      {/* Bottom-anchored: the suggestion (shown at load) sits lowest, so a later update notice appears above it without moving it. */}
      <div className="notices__slot" id={NOTICE_IDS.update.slot} role="status" />
      <div className="notices__slot" id={NOTICE_IDS.suggestion.slot} role="status" />
    </div>
  );
}
