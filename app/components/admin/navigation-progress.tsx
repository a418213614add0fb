import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { cn } from "#app/lib/utils";

/** Thin top progress bar while a navigation or form submission is pending; announced as "Loading..." to screen readers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<"idle" | "start" | "run" | "done">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    if (busy) {
      setPhase("start");
      // Next frame: let the 0% width paint first so the transition runs.
      const frame = requestAnimationFrame(() => setPhase("run"));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((p) => (p === "idle" ? "idle" : "done"));
    timer.current = setTimeout(() => setPhase("idle"), 400);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [busy]);

  const width = { idle: "0%", start: "0%", run: "85%", done: "100%" }[phase];
  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5",
          phase === "idle" ? "opacity-0" : "opacity-100",
          phase === "done" && "opacity-0 transition-opacity delay-200 duration-200",
        )}
      >
        <div
          className={cn(
            "h-full bg-action-500 shadow-[0_0_6px_var(--color-action-400)]",
            phase === "run" && "transition-[width] duration-[4000ms] ease-out",
            phase === "done" && "transition-[width] duration-200",
          )}
          style={{ width }}
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {busy ? "Loading..." : ""}
      </p>
    </>
  );
}
