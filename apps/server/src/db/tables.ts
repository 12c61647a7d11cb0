// Every table of the schema, for drizzle-kit and for the typed database handle.
export * from '../modules/organizations/organizations.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/audit/audit.table.ts';
