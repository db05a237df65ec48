import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outlineLight';

/** Class names for a button-looking element: `<Link className={buttonClass('primary')}>`. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  options: { small?: boolean; block?: boolean; className?: string } = {},
): string {
  return [
    styles.button,
    styles[variant],
    options.small && styles.small,
    options.block && styles.block,
    options.className,
  ]
    .filter(Boolean)
    .join(' ');
}
