export { CreateLandingButton } from './CreateLandingButton';
export { DemoLayout, type DemoLayoutProps } from './DemoLayout';
export { LegalFooterNote, PLACEHOLDER_VAT, type LegalFooterNoteProps } from './LegalFooterNote';
export { SectionNav, type SectionLink, type SectionNavClasses, type SectionNavProps } from './SectionNav';
export { logOnly, logOnlySubmit } from './log-only';
