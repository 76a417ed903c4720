import { Icon } from '../components/Icon.js';
import { useDataT, usePage, useGroupT, useT } from '../page-context.js';
import { Avatar } from './people/Avatar.js';
import { supportTeamContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { SectionIntro, useSectionHref } from './parts.js';

/** The support team as cards with initials avatars, the support hours of the tiers and a call to action. */
export function SupportTeam({ section }: SectionProps) {
  const t = useGroupT(supportTeamContract, section.messages);
  const tGlobal = useT();
  const tData = useDataT();
  const { content } = usePage();
  const group = section.messages;
  const sectionHref = useSectionHref();
  const levels = [...new Set(content.tiers.map((tier) => tier.support))];
  return (
    <section id={section.id} className="section support">
      <div className="container">
        <SectionIntro group={group} />
        <ul className="support__grid">
          {(section.members ?? []).map((member, i) => (
            <li key={member.id} className="support__card">
              <Avatar name={member.name} tone={i} size="lg" />
              <h3 className="support__name">{member.name}</h3>
              <p className="support__role">{tData(`${member.messages}.role`)}</p>
            </li>
          ))}
        </ul>
        <div className="support__bar">
          <Icon name="headset" className="icon-badge icon-badge--accent" />
          <div className="support__availability">
            <p>{t('availability')}</p>
            <ul className="support__levels">
              {levels.map((level) => (
                <li key={level}>
                  {/* The same icons as the pricing cards: a clock for business hours, the headset for 24/7. */}
                  <Icon name={level === 'business' ? 'clock' : 'headset'} size={16} />
                  {level === 'business' ? tGlobal('pricingPackages.support.business') : tGlobal('pricingPackages.support.allDay')}
                </li>
              ))}
            </ul>
          </div>
          <a className="btn btn--primary" href={sectionHref('contact', 'support') ?? content.site.links.selfServicePortal}>{t('cta')}</a>
        </div>
      </div>
    </section>
  );
}
