import { buttonClass } from '../../../components/button';
import { Icon } from '../../../components/Icon';
import { HERO, SECTION_IDS } from '../content-sections';
import { HeroArt } from './HeroArt';
import styles from './Hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-titolo">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Icon name="spark" size={16} /> {HERO.eyebrow}
          </p>
          <h1 id="hero-titolo" className={styles.title}>
            {HERO.title} <span className={styles.highlight}>{HERO.titleHighlight}</span>
          </h1>
          <p className={styles.lead}>{HERO.lead}</p>
          <div className={styles.actions}>
            <a href={`#${SECTION_IDS.pricing}`} className={buttonClass('primary')} data-track="cta">
              {HERO.primary} <Icon name="arrowRight" size={18} />
            </a>
            <a href={`#${SECTION_IDS.portfolio}`} className={buttonClass('secondary')}>
              {HERO.secondary}
            </a>
          </div>
          <ul className={styles.chips}>
            {HERO.chips.map((chip) => (
              <li key={chip}>
                <Icon name="check" size={16} /> {chip}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
