// The site settings' client-safe entry for other features (docs/CONTRIBUTING.md, "Where code lives").
export { settingsSchema } from "./settings-schemas";
