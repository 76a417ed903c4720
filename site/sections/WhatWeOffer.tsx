import { Icon, type IconName } from '../components/Icon.js';
import { useMessageKeys, useGroupT } from '../page-context.js';
import { iconFor, SectionIntro } from './parts.js';
import { whatWeOfferContract } from './contracts.js';
import type { SectionProps } from './types.js';

const icons: Record<string, IconName> = { fastSales: 'bolt', administration: 'settings', reports: 'chart' };
const tones = ['offerings__card--blue', 'offerings__card--green', 'offerings__card--warm'];

/** What we offer: three numbered cards (fast sales, administration, reports); the numbers are CSS counters. */
export function WhatWeOffer({ section }: SectionProps) {
  const t = useGroupT(whatWeOfferContract, section.messages);
  const keysOf = useMessageKeys();
  const g = section.messages;
  return (
    <section id={section.id} className="section offerings">
      <div className="container">
        <SectionIntro group={g} />
        <ol className="grid grid--3 offerings__cards">
          {keysOf(`${g}.cards`).map((id, i) => (
            <li key={id} className={`card offerings__card ${tones[i % tones.length]}`}>
              <div className="offerings__top">
                <Icon name={iconFor(icons, id)} size={28} className="offerings__icon" />
              </div>
              <h3 className="card__title">{t(`cards.${id}.title`)}</h3>
              <p className="card__text">{t(`cards.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
