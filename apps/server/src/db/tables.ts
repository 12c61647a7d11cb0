// Every table of the schema, for drizzle-kit and for the typed database handle.
export * from '../modules/organizations/organizations.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/geo/geo.table.ts';
export * from '../modules/tags/tags.table.ts';
export * from '../modules/citizens/citizens.table.ts';
export * from '../modules/privacy/privacy.table.ts';
export * from '../modules/imports/imports.table.ts';
export * from '../modules/exports/exports.table.ts';
export * from '../modules/areas/areas.table.ts';
export * from '../modules/protocols/protocols.table.ts';
export * from '../modules/demands/demands.table.ts';
export * from '../modules/occurrences/occurrences.table.ts';
export * from '../modules/tasks/tasks.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/notifications/notifications.table.ts';
