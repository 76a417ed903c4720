import type { LinkName } from '../../core/content/types.js';
import type { IconName } from './Icon.js';

/**
 * One icon per download, wherever it is offered (Devices, the footer): the platform for the two apps, a
 * play mark for the demo, a book for the documentation. Presentation only; the links are content.
 */
const DOWNLOAD_ICONS: Partial<Record<LinkName, IconName>> = { setup: 'windows', app: 'android', demoApp: 'play', documentation: 'book' };

export const downloadIcon = (link: LinkName): IconName => DOWNLOAD_ICONS[link] ?? 'download';
