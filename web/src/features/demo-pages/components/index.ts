export { ButtonList, LinkColumns, type LinkColumn } from './ButtonList';
export { CardList, twoDigits, type CardCopy, type CardListProps } from '@themes/primitives/CardList';
export { cx } from './class-names';
export { CreateLandingButton } from './CreateLandingButton';
export { DemoButton, type DemoButtonProps } from './DemoButton';
export { DemoFooter, type DemoFooterProps } from './DemoFooter';
export { DemoForm, type DemoFormClasses, type DemoFormProps } from './DemoForm';
export { DemoLayout, type DemoLayoutProps } from './DemoLayout';
export {
  DemoSection,
  sectionLook,
  type DemoSectionProps,
  type SectionCopy,
  type SectionLook,
} from '@themes/primitives/DemoSection';
export {
  DetailAddress,
  DetailList,
  DetailValue,
  emailDetail,
  Lines,
  phoneDetail,
  telHref,
  type Detail,
  type DetailListProps,
} from '@themes/primitives/DetailList';
export { field, type FormField } from './form-fields';
export { HeroIntro, heroClasses, type HeroIntroClasses, type HeroIntroProps } from './HeroIntro';
export { LegalFooterNote, PLACEHOLDER_VAT, type LegalFooterNoteProps } from './LegalFooterNote';
export { PlanCard, type PlanCardClasses, type PlanCardProps } from './PlanCard';
export { SectionHeader, type SectionHeaderProps } from '@themes/primitives/SectionHeader';
export { SectionNav, type SectionLink, type SectionNavClasses, type SectionNavProps } from './SectionNav';
export {
  Testimonial,
  TestimonialList,
  type TestimonialListProps,
  type TestimonialProps,
} from '@themes/primitives/Testimonial';
export { TextList, type TextListProps } from '@themes/primitives/TextList';
export { logOnly, logOnlySubmit } from './log-only';
export { typed, type Json } from './content-types';
export { BusinessAddress, BusinessFooter, businessDetails, type Business, type BusinessFact } from './Business';
export { LineIcon, type LineIconProps } from '@themes/primitives/LineIcon';
export { Gradient, Stroke, type GradientProps, type StrokeProps } from '@themes/primitives/svg';
export { ThemeDemo } from './ThemeDemo';
