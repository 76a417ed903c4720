import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { numberKind } from '../../core/format.js';
import { useDataT, useGroupT } from '../page-context.js';
import { statisticsContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { SectionIntro } from './parts.js';

/** An icon per statistic id; unknown ids get the chart. Presentation only, the data is content. */
const icons: Readonly<Record<string, IconName>> = { users: 'users', installations: 'download', fiscalizedInvoices: 'receipt' };

/** Usage statistics in millions on a bold brand band: the number is the message, formatted per locale. */
export function Statistics({ section }: SectionProps) {
  const t = useGroupT(statisticsContract, section.messages);
  const tData = useDataT();
  const group = section.messages;
  return (
    <section id={section.id} className="section stats">
      <DrawingImage id="stats" alt="" className="stats__shapes" />
      <div className="container stats__inner">
        <SectionIntro group={group} className="stats__head" />
        <dl className="stats__list">
          {(section.stats ?? []).map((stat) => (
            <div key={stat.id} className="stats__item">
              <dt className="stats__label">
                <Icon name={icons[stat.id] ?? 'chart'} className="stats__icon" />
                {tData(stat.label)}
              </dt>
              <dd className="stats__value">{t('millions', { value: stat.millions, kind: numberKind(stat.millions) })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
