import type { LinkName } from '../../core/content/types.js';
import { downloadIcon } from '../components/download-icons.js';
import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useDataT, usePage, useGroupT } from '../page-context.js';
import { devicesContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { SectionIntro } from './parts.js';

type Platform = 'windows' | 'android' | 'web';
interface PlatformRow { readonly platform: Platform; readonly href: string; readonly label: string; readonly icon: IconName }

/** The platform each app download is for; downloads for no platform (demo, docs) become secondary links. */
const platformOf: Partial<Record<LinkName, Platform>> = { setup: 'windows', app: 'android' };
const platformIcon: Record<Platform, IconName> = { windows: 'windows', android: 'android', web: 'browser' };

/**
 * Multiple devices and platforms: the intro beside the devices drawing, then one row per platform (Windows
 * installer, Android app, the web back office) with its one action, and the demo and documentation as
 * quieter links, so a visitor sees at once which download is theirs.
 */
export function Devices({ section }: SectionProps) {
  const t = useGroupT(devicesContract, section.messages);
  const tData = useDataT();
  const { content } = usePage();
  const downloads = section.downloads ?? [];
  const download = (platform: Platform) => downloads.find((d) => platformOf[d.link] === platform);
  const rows = (['windows', 'android', 'web'] as const).flatMap((platform): PlatformRow[] => {
    if (platform === 'web') return [{ platform, href: content.site.links.signIn, label: t('platforms.web.cta'), icon: 'arrowRight' }];
    const d = download(platform);
    return d ? [{ platform, href: content.site.links[d.link], label: tData(d.label), icon: 'download' }] : [];
  });
  const more = downloads.filter((d) => !platformOf[d.link]);
  return (
    <section id={section.id} className="section devices">
      <div className="container">
        <div className="split">
          <SectionIntro group={section.messages} align="start" className="devices__head" />
          <DrawingImage id="devices" alt={t('imageAlt')} className="illustration devices__art" />
        </div>
        <ul className="devices__platforms">
          {rows.map((row) => (
            <li key={row.platform} className="devices__platform">
              <Icon name={platformIcon[row.platform]} className="icon-badge devices__icon" />
              <div className="devices__about">
                <h3 className="devices__name">{t(`platforms.${row.platform}.title`)}</h3>
                <p className="card__text">{t(`platforms.${row.platform}.text`)}</p>
              </div>
              <a className="btn btn--secondary devices__get" href={row.href}>
                <Icon name={row.icon} size={18} />
                {row.label}
              </a>
            </li>
          ))}
        </ul>
        {more.length > 0 && (
          <ul className="devices__more">
            {more.map((d) => (
              <li key={d.link}>
                <a className="devices__more-link" href={content.site.links[d.link]}>
                  <Icon name={downloadIcon(d.link)} size={18} />
                  {tData(d.label)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
