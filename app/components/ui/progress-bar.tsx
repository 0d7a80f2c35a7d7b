export function ProgressBar(props: { value: number; label: string; tone?: "blue" | "emerald" | "violet" }) {
  const clamped = Math.max(0, Math.min(1, Number.isFinite(props.value) ? props.value : 0));
  const tone = { blue: "bg-blue-500", emerald: "bg-emerald-500", violet: "bg-violet-400" }[props.tone ?? "blue"];
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] duration-300 ${tone}`} style={{ width: `${clamped * 100}%` }} />
    </div>
  );
}
