import type { SiteSectionOf } from '@core/api';
import { TextList } from './TextList';

export interface MenuGroupsClasses {
  groups?: string;
  group?: string;
  subtitle?: string;
  /** The line of an item: its name, and its price at the end. */
  line?: string;
  price?: string;
  text?: string;
  tags?: string;
}

/**
 * A menu's courses for designs that have no menu of their own: each group a titled `<section>` (named by its
 * `<h3>`) listing its items, their price at the end of the line, description and tags under it.
 */
export function MenuGroups({ section, classes = {} }: { section: SiteSectionOf<'menu'>; classes?: MenuGroupsClasses }) {
  return (
    <div className={classes.groups}>
      {section.props.groups.map((group, index) => (
        <section key={index} className={classes.group} aria-labelledby={`${section.id}-group-${index}`}>
          <h3 id={`${section.id}-group-${index}`}>{group.title}</h3>
          {group.subtitle !== undefined ? <p className={classes.subtitle}>{group.subtitle}</p> : null}
          <ul>
            {group.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <p className={classes.line}>
                  <span>{item.name}</span>
                  {item.price !== undefined ? <span className={classes.price}>{item.price}</span> : null}
                </p>
                {item.description !== undefined ? <p className={classes.text}>{item.description}</p> : null}
                {item.tags && item.tags.length > 0 ? <TextList className={classes.tags} items={item.tags} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
