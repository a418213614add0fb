/**
 * A small horizontal bar chart drawn as server-rendered SVG (decision 016: no chart library on
 * any bundle). Each bar carries its label and value as text, so the figure reads without
 * the picture and the <title> names it for screen readers.
 */
export function BarChart({
  title,
  bars,
  format = (n) => n.toLocaleString("en-IN"),
}: {
  title: string;
  bars: { label: string; value: number }[];
  format?: (n: number) => string;
}) {
  if (bars.length === 0) return <p className="text-sm text-muted-foreground">Nothing in this period yet.</p>;
  const max = Math.max(...bars.map((b) => b.value), 1);
  const row = 28;
  return (
    <svg viewBox={`0 0 300 ${bars.length * row}`} className="w-full" role="img" aria-label={title}>
      <title>{title}</title>
      {bars.map((bar, i) => {
        const y = i * row;
        const width = Math.max(2, (bar.value / max) * 150);
        return (
          <g key={bar.label}>
            <text x="0" y={y + 17} fontSize="11" fill="#334155">
              {bar.label.length > 19 ? `${bar.label.slice(0, 18)}…` : bar.label}
            </text>
            <rect x="120" y={y + 6} width={width} height="16" rx="3" fill="#123c7c" />
            <text x={124 + width} y={y + 18} fontSize="11" fill="#0f172a">
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
