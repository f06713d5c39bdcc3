import { describe, expect, it } from 'vitest';

/** Every namespace: the root bundle (./en.json …) and one folder per feature (./legal/en.json …). */
const files = import.meta.glob<{ default: unknown }>('./**/{en,es,fr}.json', { eager: true });
const namespaces = new Map<string, Record<string, unknown>>();
for (const [file, module] of Object.entries(files)) {
  const match = file.match(/^\.\/(?:(.+)\/)?(en|es|fr)\.json$/)!;
  const name = match[1] ?? 'translation';
  namespaces.set(name, { ...namespaces.get(name), [match[2]!]: module.default });
}

/** Flattens nested objects to dotted key paths; arrays are walked too. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe.each([...namespaces].map(([name, bundles]) => [name, bundles.en, bundles.es, bundles.fr] as const))(
  '%s namespace',
  (_name, english, spanish, french) => {
    it('has every English key in Spanish and French, and no extra ones', () => {
      expect(keys(spanish).sort()).toEqual(keys(english).sort());
      expect(keys(french).sort()).toEqual(keys(english).sort());
    });

    it('has no empty strings', () => {
      for (const bundle of [english, spanish, french]) {
        const flat = JSON.stringify(bundle);
        expect(flat).not.toMatch(/:""/);
      }
    });

    it('keeps the same interpolation placeholders in every language', () => {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
      const lookup = (bundle: unknown, path: string) =>
        path
          .split(/\.|\[|\]\.?/)
          .filter(Boolean)
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
      for (const key of keys(english)) {
        const source = placeholders(String(lookup(english, key)));
        expect(placeholders(String(lookup(spanish, key))), `es ${key}`).toBe(source);
        expect(placeholders(String(lookup(french, key))), `fr ${key}`).toBe(source);
      }
    });
  },
);
