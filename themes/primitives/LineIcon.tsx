import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Side of the square the shapes are drawn in: the viewBox is `0 0 box box`. */
  box: number;
  /** Width and height on the page, in px. */
  size: number;
  strokeWidth: number;
  /** A single path's `d`; or give the shapes as children. */
  d?: string;
  children?: ReactNode;
}

/**
 * An outline icon in the text colour: round caps and joins, no fill, hidden from assistive technology.
 * The pages' icon sets share this `<svg>`; each gives its own shapes, size and stroke.
 */
export function LineIcon({ box, size, strokeWidth, d, children }: LineIconProps) {
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {d === undefined ? children : <path d={d} />}
    </svg>
  );
}
