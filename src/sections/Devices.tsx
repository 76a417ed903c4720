import type { LinkName } from '../../generator/content/types.js';
import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useDataT, usePage, useGroupT } from '../page-context.js';
import { devicesContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { headingId, SectionIntro } from './parts.js';

/** An icon per download link; presentation only. */
const icons: Partial<Record<LinkName, IconName>> = { app: 'tablet', setup: 'download', demoApp: 'sparkle', documentation: 'book' };

/** Multiple devices and platforms: the download links of the content and a laptop, tablet and phone. */
export function Devices({ section }: SectionProps) {
  const t = useGroupT(devicesContract, section.messages);
  const tData = useDataT();
  const { content } = usePage();
  const group = section.messages;
  const titleId = headingId(section.id);
  return (
    <section id={section.id} className="section devices" aria-labelledby={titleId}>
      <div className="container split">
        <div className="stack stack--lg">
          <SectionIntro group={group} sectionId={section.id} align="start" className="devices__head" />
          <ul className="devices__links">
            {(section.downloads ?? []).map((download) => (
              <li key={download.link}>
                <a className="devices__link" href={content.site.links[download.link]}>
                  <Icon name={icons[download.link] ?? 'download'} className="icon-badge devices__icon" />
                  <span className="devices__label">{tData(download.label)}</span>
                  <Icon name="arrowRight" size={20} className="devices__arrow" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <DrawingImage id="devices" alt={t('imageAlt')} className="illustration devices__art" />
      </div>
    </section>
  );
}
