/**
 * Rows in the database's spelling. The auth store answers in GoTrue's snake_case shape
 * (`raw_app_meta_data`, `email_confirmed_at`), so its repositories hand out rows keyed as the
 * columns are named, derived from the Drizzle row types rather than written out again.
 */
type SnakeKey<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Tail>}`
  : Key;

export type SnakeCased<Row> = { [Key in keyof Row & string as SnakeKey<Key>]: Row[Key] };

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function snakeCased<Row extends object>(row: Row): SnakeCased<Row> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeKey(key), value])) as SnakeCased<Row>;
}
