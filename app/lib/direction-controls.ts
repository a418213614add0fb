/**
 * Invisible direction controls: embeddings and overrides (U+202A-U+202E), isolates
 * (U+2066-U+2069), the left-to-right and right-to-left marks and the Arabic letter mark. In a
 * name written left to right they only serve to make it look like another one.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export const hasDirectionControls = (text: string) => new RegExp(DIRECTION_CONTROLS.source).test(text);

export const removeDirectionControls = (text: string) => text.replace(DIRECTION_CONTROLS, "");
