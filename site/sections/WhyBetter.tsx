import { Icon, type IconName } from '../components/Icon.js';
import { useMessageKeys, useGroupT } from '../page-context.js';
import { iconFor, SectionIntro } from './parts.js';
import { whyBetterContract } from './contracts.js';
import type { SectionProps } from './types.js';

const icons: Record<string, IconName> = {
  tailored: 'layers', intuitive: 'smile', reliable: 'shield', multiPlatform: 'devices', advancedReports: 'chart', continuousSupport: 'headset',
};

/** Why we are better: six reasons as cards on the dark band. */
export function WhyBetter({ section }: SectionProps) {
  const t = useGroupT(whyBetterContract, section.messages);
  const keysOf = useMessageKeys();
  const g = section.messages;
  return (
    <section id={section.id} className="section section--dark why">
      <div className="container">
        <SectionIntro group={g} />
        <ul className="grid grid--3 why__cards">
          {keysOf(`${g}.cards`).map((id) => (
            <li key={id} className="card why__card">
              <Icon name={iconFor(icons, id)} className="why__icon" />
              <h3 className="card__title">{t(`cards.${id}.title`)}</h3>
              <p className="card__text">{t(`cards.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
