import { rgb } from "@cantoo/pdf-lib";

/** The certificate's colours (the site's navy and orange, ink and paper) and its page. */
export const NAVY = rgb(0x0b / 255, 0x2a / 255, 0x5b / 255);
export const NAVY_SOFT = rgb(0x12 / 255, 0x3c / 255, 0x7c / 255);
export const ORANGE = rgb(0xf9 / 255, 0x73 / 255, 0x16 / 255);
export const INK = rgb(0.12, 0.14, 0.18);
export const MUTED = rgb(0.38, 0.42, 0.48);
export const PAPER = rgb(1, 0.995, 0.985);
export const LINE = rgb(0.82, 0.86, 0.92);

export const A4_LANDSCAPE = { width: 841.89, height: 595.28 } as const;
