import { type RefObject, useEffect, useState } from "react";
import { watchClearOfControls } from "./clear-of-controls";

/** False while `ref`'s box would cover a control or a field has focus (clear-of-controls.ts). */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [clear, setClear] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has new controls
  useEffect(() => {
    const box = ref.current;
    return box ? watchClearOfControls(box, setClear) : undefined;
  }, [ref, pathname]);
  return clear;
}
