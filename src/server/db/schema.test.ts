import { is, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  integer,
  PgDialect,
  PgTable,
  pgTable,
  text,
  type IndexedColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/server/database';
import type { SqlExecutor } from './database';
import { migrate } from './migrate';
import * as schema from './schema';

/**
 * The Drizzle schema declares every table the migrations create, exactly (decision 0034). The
 * declarations are built into an empty database of their own, and the two catalogues are compared
 * as PostgreSQL reports them, so an expression, a default or a check reads the same on both sides
 * however it was spelled.
 */

const dialect = new PgDialect();

interface ColumnFacts {
  type: string;
  notNull: boolean;
  default: string | null;
  identity: string;
  generated: string;
}

interface TableFacts {
  columns: Map<string, ColumnFacts>;
  /** Primary keys, unique, foreign key and check constraints by name: their definition. */
  constraints: Map<string, string>;
  /** Indexes that back no constraint, by name: their definition. */
  indexes: Map<string, string>;
}

/** What the database holds, table by table ("schema.table"). */
type Catalogue = Map<string, TableFacts>;

/** Where our tables live: every schema but PostgreSQL's own. */
const OUR_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;
/** The migration runner's own bookkeeping, not part of the product's schema. */
const BOOKKEEPING = new Set(['public.schema_migrations']);

async function readCatalogue(db: SqlExecutor): Promise<Catalogue> {
  const catalogue: Catalogue = new Map();
  const tableOf = (row: { schema: string; table: string }) => catalogue.get(`${row.schema}.${row.table}`);

  const tables = await db.query<{ schema: string; table: string }>(
    `SELECT n.nspname AS schema, c.relname AS table
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${OUR_SCHEMAS}`,
  );
  for (const row of tables) {
    const name = `${row.schema}.${row.table}`;
    if (!BOOKKEEPING.has(name)) catalogue.set(name, { columns: new Map(), constraints: new Map(), indexes: new Map() });
  }

  const columns = await db.query<{ schema: string; table: string; column: string } & ColumnFacts>(
    `SELECT n.nspname AS schema, c.relname AS table, a.attname AS column,
            format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
            pg_get_expr(d.adbin, d.adrelid) AS default, a.attidentity AS identity, a.attgenerated AS generated
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p') AND ${OUR_SCHEMAS}`,
  );
  for (const { schema: _schema, table: _table, column, ...facts } of columns) {
    tableOf({ schema: _schema, table: _table })?.columns.set(column, facts);
  }

  // Not-null constraints (PostgreSQL 18 lists them here) are compared as column facts instead.
  const constraints = await db.query<{ schema: string; table: string; name: string; definition: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE con.contype IN ('p', 'u', 'f', 'c', 'x') AND ${OUR_SCHEMAS}`,
  );
  for (const row of constraints) tableOf(row)?.constraints.set(row.name, row.definition);

  const indexes = await db.query<{ schema: string; table: string; name: string; definition: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE ${OUR_SCHEMAS} AND NOT EXISTS (
       SELECT 1 FROM pg_constraint con
       WHERE con.conindid = x.indexrelid AND con.conrelid = x.indrelid AND con.contype IN ('p', 'u', 'x'))`,
  );
  for (const row of indexes) tableOf(row)?.indexes.set(row.name, row.definition);
  return catalogue;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`The schema check cannot write ${JSON.stringify(value)} as SQL`);
}

/** A SQL fragment from a declaration, with unqualified column names and its parameters written in. */
function render(fragment: SQL): string {
  const { sql, params } = dialect.sqlToQuery(fragment, 'indexes');
  return params.length === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function columnDefault(column: PgColumn): string | undefined {
  const value: unknown = column.default;
  if (value === undefined) return undefined;
  if (is(value, SQL)) return render(value);
  if (typeof value === 'object' && value !== null) return `${literal(JSON.stringify(value))}::${column.getSQLType()}`;
  return literal(value);
}

const columnList = (columns: { name: string }[]) => columns.map((column) => quoteName(column.name)).join(', ');
const named = (name: string | undefined) => (name ? `CONSTRAINT ${quoteName(name)} ` : '');

/** Drizzle names a unique constraint `<table>_<columns>_unique` when it is not given a name; PostgreSQL then picks its own. */
const givenUniqueName = (table: string, columns: string[], name: string | undefined) =>
  name === `${table}_${columns.join('_')}_unique` ? undefined : name;

/** The statements that build the declared tables: the tables first, then their foreign keys and indexes. */
function declarationsAsSql(tables: PgTable[]): string[] {
  const configs = tables.map((table) => getTableConfig(table));
  const qualified = (config: { schema?: string; name: string }) =>
    `${quoteName(config.schema ?? 'public')}.${quoteName(config.name)}`;
  const schemas = new Set(configs.flatMap((config) => (config.schema ? [config.schema] : [])));
  const statements = [...schemas].map((name) => `CREATE SCHEMA IF NOT EXISTS ${quoteName(name)}`);

  for (const config of configs) {
    const parts: string[] = [];
    for (const column of config.columns) {
      if (column.generated || column.generatedIdentity) {
        throw new Error(`The schema check does not know generated columns yet (${config.name}.${column.name})`);
      }
      const fallback = columnDefault(column);
      parts.push(
        [
          quoteName(column.name),
          column.getSQLType(),
          column.notNull ? 'NOT NULL' : '',
          fallback ? `DEFAULT ${fallback}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      if (column.primary) parts.push(`PRIMARY KEY (${quoteName(column.name)})`);
      if (column.isUnique) {
        const name = givenUniqueName(config.name, [column.name], column.uniqueName);
        parts.push(
          `${named(name)}UNIQUE${column.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : ''} (${quoteName(column.name)})`,
        );
      }
    }
    for (const key of config.primaryKeys) parts.push(`${named(key.name)}PRIMARY KEY (${columnList(key.columns)})`);
    for (const unique of config.uniqueConstraints) {
      const name = givenUniqueName(
        config.name,
        unique.columns.map((column) => column.name),
        unique.name,
      );
      parts.push(
        `${named(name)}UNIQUE${unique.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''} (${columnList(unique.columns)})`,
      );
    }
    for (const check of config.checks) parts.push(`${named(check.name)}CHECK (${render(check.value)})`);
    statements.push(`CREATE TABLE ${qualified(config)} (\n  ${parts.join(',\n  ')}\n)`);
  }

  for (const config of configs) {
    for (const foreignKey of config.foreignKeys) {
      const { name, columns, foreignColumns } = foreignKey.reference();
      const target = getTableConfig(foreignColumns[0]!.table);
      const actions = [
        foreignKey.onDelete ? `ON DELETE ${foreignKey.onDelete.toUpperCase()}` : '',
        foreignKey.onUpdate ? `ON UPDATE ${foreignKey.onUpdate.toUpperCase()}` : '',
      ].filter(Boolean);
      statements.push(
        `ALTER TABLE ${qualified(config)} ADD ${named(name)}FOREIGN KEY (${columnList(columns)}) ` +
          `REFERENCES ${qualified(target)} (${columnList(foreignColumns)}) ${actions.join(' ')}`,
      );
    }
    for (const index of config.indexes) {
      const { name, columns, unique, where, method } = index.config;
      const keys = columns.map((key) => {
        if (is(key, SQL)) return `(${render(key)})`;
        const column = key as IndexedColumn;
        const { order, nulls, opClass } = column.indexConfig ?? {};
        return [quoteName(column.name!), opClass, order?.toUpperCase(), nulls ? `NULLS ${nulls.toUpperCase()}` : '']
          .filter(Boolean)
          .join(' ');
      });
      statements.push(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${quoteName(name!)} ON ${qualified(config)} USING ${method ?? 'btree'} ` +
          `(${keys.join(', ')})${where ? ` WHERE ${render(where)}` : ''}`,
      );
    }
  }
  return statements;
}

/** Builds the declared tables in an empty database and reads them back. */
async function declaredCatalogue(tables: PgTable[]): Promise<Catalogue> {
  const database = await createTestDatabase({ migrate: false });
  try {
    for (const statement of declarationsAsSql(tables)) {
      try {
        await database.db.exec(statement);
      } catch (error) {
        throw new Error(`The Drizzle schema does not build: ${(error as Error).message}\n${statement}`);
      }
    }
    return await readCatalogue(database.db);
  } finally {
    await database.drop();
  }
}

const describeColumn = (facts: ColumnFacts) =>
  [
    facts.type,
    facts.notNull ? 'not null' : 'null',
    `default ${facts.default ?? 'none'}`,
    facts.identity && `identity ${facts.identity}`,
    facts.generated && `generated ${facts.generated}`,
  ]
    .filter(Boolean)
    .join(', ');

function compareNamed(
  table: string,
  kind: string,
  migrated: Map<string, string>,
  declared: Map<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, definition] of migrated) {
    const mine = declared.get(name);
    if (mine === undefined) problems.push(`${table}: ${kind} ${name} (${definition}) is not declared in Drizzle`);
    else if (mine !== definition)
      problems.push(`${table}: ${kind} ${name} is ${definition} in the migrations but ${mine} in Drizzle`);
  }
  for (const [name, definition] of declared) {
    if (!migrated.has(name))
      problems.push(`${table}: ${kind} ${name} (${definition}) is declared in Drizzle but no migration creates it`);
  }
  return problems;
}

/** Every way the two catalogues differ, one sentence each naming the table (and column). */
function differences(migrated: Catalogue, declared: Catalogue): string[] {
  const problems: string[] = [];
  for (const table of migrated.keys()) {
    if (!declared.has(table))
      problems.push(`${table}: created by the migrations but not declared in the Drizzle schema`);
  }
  for (const [table, mine] of declared) {
    const theirs = migrated.get(table);
    if (!theirs) {
      problems.push(`${table}: declared in the Drizzle schema but no migration creates it`);
      continue;
    }
    for (const [column, facts] of theirs.columns) {
      const declaredFacts = mine.columns.get(column);
      if (!declaredFacts)
        problems.push(`${table}.${column}: in the migrations (${describeColumn(facts)}) but not declared in Drizzle`);
      else if (describeColumn(declaredFacts) !== describeColumn(facts)) {
        problems.push(
          `${table}.${column}: ${describeColumn(facts)} in the migrations, ${describeColumn(declaredFacts)} in Drizzle`,
        );
      }
    }
    for (const [column, facts] of mine.columns) {
      if (!theirs.columns.has(column))
        problems.push(`${table}.${column}: declared in Drizzle (${describeColumn(facts)}) but no migration adds it`);
    }
    problems.push(...compareNamed(table, 'constraint', theirs.constraints, mine.constraints));
    problems.push(...compareNamed(table, 'index', theirs.indexes, mine.indexes));
  }
  return problems;
}

const declaredTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

let database: TestDatabase;
let migrated: Catalogue;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await migrate(database.db);
  migrated = await readCatalogue(database.db);
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

describe('the Drizzle schema', () => {
  it('declares every table the migrations create, column for column, with their keys, checks and indexes', async () => {
    expect(migrated.size).toBeGreaterThan(30);
    expect(differences(migrated, await declaredCatalogue(declaredTables))).toEqual([]);
  });

  it('names the table and column where a declaration drifts from the migrations', async () => {
    const settings = pgTable('settings', {
      key: text('key').primaryKey(),
      value: text('value'),
      note: integer('note'),
    });
    const drifted = declaredTables.filter((table) => !['settings', 'changelog'].includes(getTableConfig(table).name));
    const problems = differences(migrated, await declaredCatalogue([...drifted, settings]));
    expect(problems).toEqual(
      expect.arrayContaining([
        'public.changelog: created by the migrations but not declared in the Drizzle schema',
        'public.settings.value: jsonb, not null, default none in the migrations, text, null, default none in Drizzle',
        'public.settings.created_at: in the migrations (timestamp with time zone, not null, default now()) but not declared in Drizzle',
        'public.settings.note: declared in Drizzle (integer, null, default none) but no migration adds it',
      ]),
    );
    expect(problems.filter((problem) => !/^public\.(settings|changelog)[.:]/.test(problem))).toEqual([]);
  });
});
