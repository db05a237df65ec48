import type { SiteAction, SiteContent } from '@core/api';
import type { ActionView, Theme } from '@themes/index';
import { DemoButton } from './DemoButton';
import { DemoLayout } from './DemoLayout';
import { logOnlySubmit } from './log-only';

/**
 * A demo page drawn by a theme (themes/) from its sample content: the same view a published page shows,
 * in the demo's frame (SectionNav with the section in view marked, the floating «Crea la tua landing»).
 * In-page anchors stay links; every other call to action, and the design's form, only logs, as on every demo page.
 */
const DemoAction: ActionView = ({
  action,
  className,
  label,
  ariaLabel,
}: {
  action: SiteAction;
  className?: string;
  label?: string;
  ariaLabel?: string;
}) =>
  action.href.startsWith('#') ? (
    <a className={className} href={action.href} aria-label={ariaLabel}>
      {label ?? action.label}
    </a>
  ) : (
    <DemoButton className={className} label={label ?? action.label} ariaLabel={ariaLabel} />
  );

const noImages = () => ({ src: '', srcSet: '' });

export function ThemeDemo({ theme, content, footerNote }: { theme: Theme; content: SiteContent; footerNote?: string }) {
  const view = theme.View({
    content,
    year: new Date().getFullYear(),
    Action: DemoAction,
    imageSources: noImages,
    footerNote,
    formSubmit: logOnlySubmit,
  });
  return (
    <DemoLayout meta={content.meta} className={view.className} nav={view.nav} footer={view.footer}>
      {/* The theme's style sheet, the one a published page inlines (our own text, never the customer's). */}
      <style dangerouslySetInnerHTML={{ __html: theme.css }} />
      {view.main}
    </DemoLayout>
  );
}
