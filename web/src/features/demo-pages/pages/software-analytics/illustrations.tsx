import type { Feature } from './content';
import { Gradient, LineIcon } from '../../components';

/** The product's logo mark: three rising bars in a rounded square. */
export function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#7cf5c4" />
      <rect x="8" y="17" width="4" height="8" rx="2" fill="#0a0f1f" />
      <rect x="14" y="12" width="4" height="13" rx="2" fill="#0a0f1f" />
      <rect x="20" y="7" width="4" height="18" rx="2" fill="#0a0f1f" />
    </svg>
  );
}

// Monthly revenue of the mock (thousands of euro): drawn as the area chart.
const REVENUE = [21, 24, 23, 28, 27, 31, 30, 35, 34, 39, 43, 48];
const CHART = { x: 150, y: 168, w: 300, h: 130 };

function revenuePath(): { line: string; area: string } {
  const max = 52;
  const points = REVENUE.map((value, index) => {
    const x = CHART.x + (index / (REVENUE.length - 1)) * CHART.w;
    const y = CHART.y + CHART.h - (value / max) * CHART.h;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join(' L')}`;
  const area = `${line} L${CHART.x + CHART.w},${CHART.y + CHART.h} L${CHART.x},${CHART.y + CHART.h} Z`;
  return { line, area };
}

const KPIS = [
  { label: 'Fatturato', value: '48.210 €', delta: '+18,2%' },
  { label: 'Ordini', value: '2.431', delta: '+9,4%' },
  { label: 'Conversione', value: '3,8%', delta: '+0,4' },
];

const WEEK_BARS = [34, 52, 46, 61, 58, 72, 40];

/** A stylised screenshot of the product: KPI cards, revenue area chart, channel donut and weekly bars. */
export function DashboardMock({ label }: { label: string }) {
  const { line, area } = revenuePath();
  return (
    <svg viewBox="0 0 640 420" role="img" aria-label={label}>
      <defs>
        <linearGradient id="s4-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7cf5c4" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7cf5c4" stopOpacity="0" />
        </linearGradient>
        <Gradient id="s4-frame" x2="1" y2="1" from="#151f3d" to="#0e1630" />
      </defs>
      <rect x="0.5" y="0.5" width="639" height="419" rx="16" fill="url(#s4-frame)" stroke="#2a3766" />
      {/* Window bar */}
      <circle cx="22" cy="20" r="5" fill="#ff6b81" />
      <circle cx="38" cy="20" r="5" fill="#ffc861" />
      <circle cx="54" cy="20" r="5" fill="#7cf5c4" />
      <rect x="230" y="10" width="180" height="20" rx="10" fill="#0a0f1f" />
      <text x="320" y="24" textAnchor="middle" fontSize="10" fill="#8e9bc4" fontFamily="ui-monospace, monospace">
        app.lumetra.it/vendite
      </text>
      <line x1="0" y1="40" x2="640" y2="40" stroke="#2a3766" />
      {/* Sidebar */}
      <rect x="0" y="40" width="126" height="379" fill="#0c142b" />
      <rect x="16" y="58" width="20" height="20" rx="6" fill="#7cf5c4" />
      <rect x="44" y="64" width="56" height="8" rx="4" fill="#c9d3f0" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          {row === 1 && <rect x="10" y={100 + row * 30} width="106" height="24" rx="7" fill="#1c2a55" />}
          <rect x="20" y={108 + row * 30} width="8" height="8" rx="2" fill={row === 1 ? '#7cf5c4' : '#4b5a8c'} />
          <rect
            x="36"
            y={109 + row * 30}
            width={[50, 62, 44, 58, 40][row]}
            height="6"
            rx="3"
            fill={row === 1 ? '#e6ecff' : '#4b5a8c'}
          />
        </g>
      ))}
      {/* KPI cards */}
      {KPIS.map((kpi, index) => (
        <g key={kpi.label} transform={`translate(${142 + index * 164} 56)`}>
          <rect width="152" height="86" rx="10" fill="#131d3b" stroke="#24315e" />
          <text x="14" y="24" fontSize="11" fill="#9aa8d4">
            {kpi.label}
          </text>
          <text x="14" y="54" fontSize="22" fontWeight="700" fill="#f2f5ff">
            {kpi.value}
          </text>
          <rect x="14" y="64" width="50" height="15" rx="7.5" fill="#123d39" />
          <text x="39" y="75" fontSize="9.5" textAnchor="middle" fill="#7cf5c4" fontFamily="ui-monospace, monospace">
            {kpi.delta}
          </text>
        </g>
      ))}
      {/* Revenue chart */}
      <rect x="142" y="154" width="316" height="172" rx="10" fill="#131d3b" stroke="#24315e" />
      <text x="156" y="174" fontSize="11" fill="#c9d3f0" fontWeight="600">
        Fatturato · ultimi 12 mesi
      </text>
      {[0, 1, 2, 3].map((row) => (
        <line
          key={row}
          x1={CHART.x}
          x2={CHART.x + CHART.w}
          y1={196 + row * 34}
          y2={196 + row * 34}
          stroke="#22305c"
          strokeDasharray="3 4"
        />
      ))}
      <path d={area} fill="url(#s4-area)" transform="translate(0 14)" />
      <path
        d={line}
        fill="none"
        stroke="#7cf5c4"
        strokeWidth="2.5"
        strokeLinejoin="round"
        transform="translate(0 14)"
      />
      <circle
        cx={CHART.x + CHART.w}
        cy={CHART.y + CHART.h - (48 / 52) * CHART.h + 14}
        r="5"
        fill="#0a0f1f"
        stroke="#7cf5c4"
        strokeWidth="2.5"
      />
      {/* Channel donut */}
      <rect x="470" y="154" width="154" height="172" rx="10" fill="#131d3b" stroke="#24315e" />
      <text x="484" y="174" fontSize="11" fill="#c9d3f0" fontWeight="600">
        Canali
      </text>
      <g transform="translate(547 240) rotate(-90)">
        <circle r="42" fill="none" stroke="#22305c" strokeWidth="14" />
        <circle r="42" fill="none" stroke="#7cf5c4" strokeWidth="14" strokeDasharray="140 264" />
        <circle r="42" fill="none" stroke="#9d8cff" strokeWidth="14" strokeDasharray="72 264" strokeDashoffset="-144" />
        <circle r="42" fill="none" stroke="#ffc861" strokeWidth="14" strokeDasharray="40 264" strokeDashoffset="-220" />
      </g>
      <text x="547" y="245" textAnchor="middle" fontSize="15" fontWeight="700" fill="#f2f5ff">
        53%
      </text>
      <text x="484" y="308" fontSize="9.5" fill="#9aa8d4">
        ● Web ● Negozio ● B2B
      </text>
      {/* Weekly orders */}
      <rect x="142" y="338" width="482" height="66" rx="10" fill="#131d3b" stroke="#24315e" />
      <text x="156" y="358" fontSize="11" fill="#c9d3f0" fontWeight="600">
        Ordini per giorno
      </text>
      {WEEK_BARS.map((value, index) => (
        <rect
          key={index}
          x={330 + index * 40}
          y={394 - value * 0.68}
          width="24"
          height={value * 0.68}
          rx="4"
          fill={index === 5 ? '#9d8cff' : '#34447a'}
        />
      ))}
      <text x="156" y="388" fontSize="18" fontWeight="700" fill="#f2f5ff">
        363
      </text>
      <text x="196" y="388" fontSize="10" fill="#7cf5c4" fontFamily="ui-monospace, monospace">
        +12% sett.
      </text>
    </svg>
  );
}

// Retention of each monthly cohort (percent), one row per cohort, shifting left as months pass.
const COHORTS = [[100, 62, 54, 49, 45, 41], [100, 58, 51, 47, 43], [100, 64, 57, 52], [100, 61, 55], [100, 66], [100]];

/** A cohort retention heatmap: darker cells mean more customers coming back. */
export function CohortHeatmap({ label, months }: { label: string; months: readonly string[] }) {
  const cell = 46;
  return (
    <svg viewBox="0 0 360 330" role="img" aria-label={label}>
      {months.map((month, index) => (
        <text
          key={month}
          x={70 + index * cell + cell / 2 - 3}
          y="18"
          fontSize="11"
          textAnchor="middle"
          fill="#9aa8d4"
          fontFamily="ui-monospace, monospace"
        >
          M{index}
        </text>
      ))}
      {COHORTS.map((row, rowIndex) => (
        <g key={rowIndex}>
          <text x="0" y={48 + rowIndex * cell} fontSize="12" fill="#c9d3f0" fontFamily="ui-monospace, monospace">
            {months[rowIndex]}
          </text>
          {row.map((value, colIndex) => (
            <g key={colIndex}>
              <rect
                x={70 + colIndex * cell}
                y={28 + rowIndex * cell}
                width={cell - 6}
                height={cell - 6}
                rx="7"
                fill="#7cf5c4"
                fillOpacity={colIndex === 0 ? 1 : Math.max(0.12, (value - 30) / 45)}
              />
              <text
                x={70 + colIndex * cell + (cell - 6) / 2}
                y={28 + rowIndex * cell + (cell - 6) / 2 + 4}
                fontSize="11"
                textAnchor="middle"
                fontWeight="600"
                fill={colIndex === 0 || value > 55 ? '#0a0f1f' : '#e6ecff'}
                fontFamily="ui-monospace, monospace"
              >
                {value}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
}

const ICON_PATHS: Record<Feature['icon'], string> = {
  pipeline: 'M4 7h6v6H4zM14 11h6v6h-6zM10 10h2a2 2 0 0 1 2 2v2',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  forecast: 'M3 17l5-5 4 3 8-9M15 6h5v5',
  alert: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6',
};

export function FeatureIcon({ name }: { name: Feature['icon'] }) {
  return <LineIcon box={24} size={24} strokeWidth={1.8} d={ICON_PATHS[name]} />;
}
