import { Stroke } from '../../components';
import type { Category, Teacher } from './content';

const INDIGO = '#4338ca';
const CORAL = '#ff6b57';
const SUN = '#ffc83d';
const MINT = '#2bb39a';
const INK = '#1e1b4b';

/** Hero: a video lesson in a rounded player, a teacher beside a chart, progress at 64%. */
export function LessonPlayer({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 520 360" role="img" aria-label={label}>
      <rect x="4" y="4" width="512" height="352" rx="26" fill="#fff" stroke="#e4e0ff" strokeWidth="2" />
      <circle cx="32" cy="30" r="6" fill={CORAL} />
      <circle cx="52" cy="30" r="6" fill={SUN} />
      <circle cx="72" cy="30" r="6" fill={MINT} />
      <rect x="20" y="52" width="480" height="240" rx="18" fill="#ece9ff" />
      {/* Whiteboard with a chart */}
      <rect x="220" y="78" width="250" height="160" rx="12" fill="#fff" />
      {[40, 70, 55, 96, 120].map((value, index) => (
        <rect
          key={index}
          x={246 + index * 42}
          y={218 - value}
          width="26"
          height={value}
          rx="6"
          fill={index === 4 ? INDIGO : '#c7c2ff'}
        />
      ))}
      <Stroke d="M246 170 C 290 160, 330 130, 370 128 S 440 96, 456 90" color={CORAL} width="4" cap="round" />
      {/* Teacher */}
      <circle cx="130" cy="140" r="34" fill="#f2c6a0" />
      <path d="M96 136 C 96 100, 166 98, 164 134 C 150 120, 116 118, 96 136 Z" fill="#3b2a20" />
      <path d="M64 292 C 64 218, 98 190, 130 190 C 162 190, 196 218, 196 292 Z" fill={INDIGO} />
      <path d="M176 230 L222 196" stroke="#f2c6a0" strokeWidth="12" strokeLinecap="round" />
      {/* Controls */}
      <circle cx="48" cy="322" r="16" fill={INDIGO} />
      <path d="M43 314 L56 322 L43 330 Z" fill="#fff" />
      <rect x="78" y="318" width="330" height="8" rx="4" fill="#ece9ff" />
      <rect x="78" y="318" width="211" height="8" rx="4" fill={INDIGO} />
      <circle cx="289" cy="322" r="8" fill="#fff" stroke={INDIGO} strokeWidth="3" />
      <text x="424" y="327" fontSize="14" fontWeight="700" fill={INK}>
        18:42
      </text>
    </svg>
  );
}

const THUMB_BG: Record<Category, string> = {
  Design: '#ffe3de',
  Sviluppo: '#e4e1ff',
  Dati: '#d7f3ec',
  Marketing: '#fff0c7',
};

/** An abstract cover for each course category. */
export function CourseThumb({ category, mirrored = false }: { category: Category; mirrored?: boolean }) {
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill={THUMB_BG[category]} />
      <g transform={mirrored ? 'translate(320 0) scale(-1 1)' : undefined}>
        {category === 'Design' && (
          <g>
            <circle cx="110" cy="96" r="52" fill={CORAL} />
            <rect x="150" y="52" width="90" height="90" rx="22" fill={INDIGO} opacity="0.9" />
            <path d="M226 40 L262 128 L240 128 Z" fill={SUN} />
            <circle cx="190" cy="97" r="14" fill="#fff" />
          </g>
        )}
        {category === 'Sviluppo' && (
          <g fontFamily="ui-monospace, Menlo, Consolas, monospace" fontWeight="700">
            <rect x="60" y="38" width="200" height="110" rx="16" fill={INK} />
            <text x="160" y="110" textAnchor="middle" fontSize="48" fill={SUN}>
              &lt;/&gt;
            </text>
            <rect x="80" y="54" width="40" height="6" rx="3" fill={CORAL} />
            <rect x="126" y="54" width="60" height="6" rx="3" fill={MINT} />
            <circle cx="262" cy="40" r="22" fill={CORAL} />
          </g>
        )}
        {category === 'Dati' && (
          <g>
            {[44, 70, 58, 96, 120].map((value, index) => (
              <rect
                key={index}
                x={70 + index * 40}
                y={150 - value}
                width="26"
                height={value}
                rx="8"
                fill={index % 2 ? MINT : '#1f8a76'}
              />
            ))}
            <Stroke d="M70 100 C 120 90, 150 60, 200 56 S 260 30, 280 24" color={INDIGO} width="5" cap="round" />
            <circle cx="280" cy="24" r="8" fill={INDIGO} />
          </g>
        )}
        {category === 'Marketing' && (
          <g>
            {[70, 52, 34, 16].map((r, index) => (
              <circle key={r} cx="200" cy="90" r={r} fill={index % 2 ? '#fff' : CORAL} />
            ))}
            <path d="M70 130 L150 100" stroke={INK} strokeWidth="6" strokeLinecap="round" />
            <path d="M60 72 L120 56 L120 124 L60 108 Z" fill={INDIGO} />
            <rect x="40" y="76" width="22" height="28" rx="6" fill={INDIGO} />
          </g>
        )}
      </g>
    </svg>
  );
}

const TEACHER_TONES: Record<Teacher['tone'], string> = {
  indigo: '#c7c2ff',
  coral: '#ffc2b8',
  sun: '#ffe08a',
  mint: '#a8e6d8',
};
const HAIR = [
  'M54 62 C 50 22, 130 20, 126 62 C 112 40, 70 40, 54 62 Z',
  'M52 70 C 40 20, 140 18, 128 70 L128 110 C 120 80, 60 80, 52 110 Z',
  'M56 58 C 60 30, 120 28, 124 58 C 100 48, 80 48, 56 58 Z',
  'M50 64 C 48 26, 132 24, 130 64 L136 96 C 118 60, 62 60, 44 96 Z',
];
const SKIN = ['#f2c6a0', '#d9a27a', '#f5d2b8', '#b9825e'];

/** A friendly, abstract teacher portrait on the teacher's colour. */
export function TeacherAvatar({ tone, index }: { tone: Teacher['tone']; index: number }) {
  return (
    <svg viewBox="0 0 180 180" aria-hidden="true" focusable="false">
      <circle cx="90" cy="90" r="90" fill={TEACHER_TONES[tone]} />
      <path d="M30 180 C 30 130, 60 116, 90 116 C 120 116, 150 130, 150 180 Z" fill={INK} />
      <circle cx="90" cy="76" r="36" fill={SKIN[index % SKIN.length]} />
      <path d={HAIR[index % HAIR.length]} fill="#2d1f17" />
      <circle cx="78" cy="80" r="3" fill={INK} />
      <circle cx="102" cy="80" r="3" fill={INK} />
      <Stroke d="M80 94 Q 90 102 100 94" color={INK} width="3" cap="round" />
    </svg>
  );
}

/** A sample certificate: border, names, seal and verification code. */
export function Certificate({
  label,
  heading,
  student,
  course,
  code,
  completed,
  signature,
}: {
  label: string;
  heading: string;
  student: string;
  course: string;
  code: string;
  completed: string;
  signature: string;
}) {
  return (
    <svg viewBox="0 0 520 370" role="img" aria-label={label}>
      <rect x="6" y="6" width="508" height="358" rx="18" fill="#fff" stroke="#e4e0ff" strokeWidth="2" />
      <rect
        x="22"
        y="22"
        width="476"
        height="326"
        rx="10"
        fill="none"
        stroke={INDIGO}
        strokeWidth="1.5"
        strokeDasharray="2 6"
      />
      <text x="46" y="70" fontSize="22" fontWeight="800" fill={INDIGO}>
        lumen
        <tspan dx="6" fontSize="13" fontWeight="600" fill="#6b6894">
          academy
        </tspan>
      </text>
      <text x="46" y="122" fontSize="13" fontWeight="700" letterSpacing="2" fill="#6b6894">
        {heading.toUpperCase()}
      </text>
      <text x="46" y="170" fontSize="34" fontWeight="800" fill={INK}>
        {student}
      </text>
      <text x="46" y="206" fontSize="16" fill="#4b4870">
        {completed}
      </text>
      <text x="46" y="236" fontSize="20" fontWeight="700" fill={INDIGO}>
        {course}
      </text>
      <Stroke d="M46 300 C 70 280, 84 310, 104 290 S 140 286, 160 296" color={INK} width="2" />
      <line x1="46" y1="310" x2="200" y2="310" stroke="#c9c5ea" />
      <text x="46" y="330" fontSize="11" fill="#6b6894">
        {signature}
      </text>
      <g transform="translate(410 110)">
        {Array.from({ length: 16 }, (_, index) => (
          <path key={index} d="M0 -56 L8 -44 L-8 -44 Z" fill={SUN} transform={`rotate(${index * 22.5})`} />
        ))}
        <circle r="46" fill={SUN} />
        <circle r="36" fill="none" stroke="#fff" strokeWidth="2" />
        <Stroke d="M-14 0 L-4 11 L16 -10" color={INK} width="5" cap="round" join="round" />
      </g>
      <rect x="330" y="286" width="160" height="40" rx="10" fill="#f4f2ff" />
      <text
        x="410"
        y="311"
        textAnchor="middle"
        fontSize="12.5"
        fontWeight="700"
        fill={INK}
        fontFamily="ui-monospace, Menlo, Consolas, monospace"
      >
        {code}
      </text>
    </svg>
  );
}
