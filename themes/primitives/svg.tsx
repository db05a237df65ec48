import type { SVGProps } from 'react';

type Length = number | string;

export interface StrokeProps {
  d: string;
  color: string;
  width?: Length;
  cap?: SVGProps<SVGPathElement>['strokeLinecap'];
  join?: SVGProps<SVGPathElement>['strokeLinejoin'];
  dash?: string;
  opacity?: Length;
}

/** A line of an illustration: a `<path>` drawn with a stroke and no fill. */
export function Stroke({ d, color, width, cap, join, dash, opacity }: StrokeProps) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap={cap}
      strokeLinejoin={join}
      strokeDasharray={dash}
      opacity={opacity}
    />
  );
}

export interface GradientProps {
  id: string;
  /** The colour at the start (top, or top left) and at the end. */
  from: string;
  to: string;
  /** Where the gradient ends, from the top left corner of the shape: straight down by default. */
  x2?: Length;
  y2?: Length;
}

/** A two-colour `<linearGradient>` for an illustration's `<defs>`. */
export function Gradient({ id, from, to, x2 = '0', y2 = '1' }: GradientProps) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={x2} y2={y2}>
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}
