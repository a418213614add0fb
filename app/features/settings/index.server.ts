// What other features may use of the site settings (docs/CONTRIBUTING.md, "Where code lives").
export { getSiteSettings } from "./settings.server";
