// What other features may use of the site settings (docs/CONTRIBUTING.md, "Where code lives").

export { type BatchSettings, batchSettings } from "./batch-settings.server";
export { getSiteSettings } from "./settings.server";
