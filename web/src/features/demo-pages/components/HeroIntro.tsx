import type { ReactNode } from 'react';
import { DemoButton } from './DemoButton';

export type HeroIntroClasses = NonNullable<HeroIntroProps['classes']>;

/**
 * The hero classes most pages name after the parts (`styles.heroText` for the block, `styles.eyebrow`,
 * `styles.lead`, `styles.actions`, `styles.primary`, `styles.secondary`), with the page's own names where they differ.
 */
export function heroClasses(styles: Readonly<Record<string, string>>, own: HeroIntroClasses = {}): HeroIntroClasses {
  const { heroText: root, eyebrow, lead, actions, primary, secondary } = styles;
  return { root, eyebrow, lead, actions, primary, secondary, ...own };
}

export interface HeroIntroProps {
  /** Id of the `<h1>`: the hero section names itself with `aria-labelledby` pointing here. */
  id: string;
  title: ReactNode;
  /** The line above the title (eyebrow, badge, status). */
  eyebrow?: ReactNode;
  /** Drawn between the title and the lead (an ornament). */
  ornament?: ReactNode;
  lead: ReactNode;
  /** The main call to action: a demo button that only logs. */
  primary: string;
  /** The second call to action: an in-page link. */
  secondary: ReactNode;
  secondaryHref: string;
  /** Class of the block; `classes.root` when not given. */
  className?: string;
  classes?: {
    root?: string;
    eyebrow?: string;
    title?: string;
    lead?: string;
    actions?: string;
    primary?: string;
    secondary?: string;
  };
  /** Rendered after the calls to action (chips, figures, a rating...). */
  children?: ReactNode;
}

/**
 * The text of a demo page's hero: eyebrow, the page's only `<h1>`, lead and the two calls to action
 * (a button that logs, a link to a section). Unstyled: the page passes its own classes.
 */
export function HeroIntro({
  id,
  title,
  eyebrow,
  ornament,
  lead,
  primary,
  secondary,
  secondaryHref,
  className,
  classes = {},
  children,
}: HeroIntroProps) {
  return (
    <div className={className ?? classes.root}>
      {eyebrow !== undefined ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <h1 id={id} className={classes.title}>
        {title}
      </h1>
      {ornament}
      <p className={classes.lead}>{lead}</p>
      <div className={classes.actions}>
        <DemoButton className={classes.primary} label={primary} />
        <a className={classes.secondary} href={secondaryHref}>
          {secondary}
        </a>
      </div>
      {children}
    </div>
  );
}
