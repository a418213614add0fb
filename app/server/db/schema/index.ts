// The one barrel in the project: Drizzle and Better Auth want the whole schema as one object.
export * from "./auth";
export * from "./backups";
export * from "./batches";
export { enquiryReferenceSeq } from "./columns";
export * from "./content";
export * from "./courses";
export * from "./fees";
export * from "./inquiries";
export * from "./leads";
export * from "./operations";
export * from "./people";
export * from "./portal";
export * from "./security";
