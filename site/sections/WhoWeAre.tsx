import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useMessageKeys, useGroupT } from '../page-context.js';
import { iconFor, Paragraphs, SectionIntro } from './parts.js';
import { whoWeAreContract } from './contracts.js';
import type { SectionProps } from './types.js';

const icons: Record<string, IconName> = { local: 'pin', cloud: 'cloud', compliant: 'shield' };
const badges = ['icon-badge', 'icon-badge icon-badge--accent', 'icon-badge icon-badge--warm'];

/** Who we are: the story beside the team illustration, then the highlights as cards. */
export function WhoWeAre({ section }: SectionProps) {
  const t = useGroupT(whoWeAreContract, section.messages);
  const keysOf = useMessageKeys();
  const g = section.messages;
  return (
    <section id={section.id} className="section who">
      <div className="container">
        <div className="split">
          <div className="stack stack--lg">
            <SectionIntro group={g} align="start" />
            <div className="who__body stack">
              <Paragraphs text={t('body')} />
            </div>
          </div>
          <DrawingImage id="team" alt={t('imageAlt')} className="illustration" />
        </div>
        <ul className="grid grid--3 who__highlights">
          {keysOf(`${g}.highlights`).map((id, i) => (
            <li key={id} className="card who__card">
              <Icon name={iconFor(icons, id)} className={badges[i % badges.length]} />
              <h3 className="card__title">{t(`highlights.${id}.title`)}</h3>
              <p className="card__text">{t(`highlights.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
