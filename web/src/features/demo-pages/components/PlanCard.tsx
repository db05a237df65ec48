import type { ReactNode } from 'react';
import { cx } from './class-names';
import { DemoButton } from './DemoButton';

export interface PlanCardClasses {
  card?: string;
  /** Added to the card of the recommended plan. */
  featuredCard?: string;
  badge?: string;
  features?: string;
  /** The button of an ordinary plan and of the recommended one. */
  button?: string;
  featuredButton?: string;
}

export interface PlanCardProps {
  name: string;
  /** The price block and any description, between the name and the features (the page draws them). */
  children: ReactNode;
  features: readonly string[];
  /** Drawn before each feature (a check mark). */
  featureIcon?: ReactNode;
  cta: string;
  /** Accessible name of the button when its text alone is ambiguous ('Ordina' -> 'Ordina Tepore Plus'). */
  ctaLabel?: string;
  /** The recommended plan: the page's featured classes and, if given, the badge. */
  featured?: boolean;
  /** The label shown on the recommended plan ('Il più scelto'). */
  badge?: string;
  /** Content shown before the name (e.g. a duration). */
  before?: ReactNode;
  classes?: PlanCardClasses;
  /** Extra attributes for styling hooks (data-featured). */
  featuredAttribute?: boolean;
}

/**
 * One entry of a price list (a plan, a membership, an offer): name, the page's price block, the features, a
 * button that only logs. The recommended plan gets the badge and the page's featured classes.
 */
export function PlanCard({
  name,
  children,
  features,
  featureIcon,
  cta,
  ctaLabel,
  featured = false,
  badge,
  before,
  classes = {},
  featuredAttribute = false,
}: PlanCardProps) {
  return (
    <li
      className={cx(classes.card, featured && classes.featuredCard)}
      data-featured={featuredAttribute && featured ? 'true' : undefined}
    >
      {featured && badge ? <p className={classes.badge}>{badge}</p> : null}
      {before}
      <h3>{name}</h3>
      {children}
      <ul className={classes.features}>
        {features.map((feature) => (
          <li key={feature}>
            {featureIcon}
            {feature}
          </li>
        ))}
      </ul>
      <DemoButton label={cta} ariaLabel={ctaLabel} className={featured ? classes.featuredButton : classes.button} />
    </li>
  );
}
