/**
 * The shape of a catalog (issue 22). French is the source: a plain text is a `string`; a
 * message with parameters is declared `'…{name}…' as Msg<{ name: string }>`, and screens
 * call it with those values. Other languages give every key of French as ICU text
 * (`Translation`); the catalog check (catalogs.test.ts) holds them to French's keys and
 * parameters. Catalogs are compiled at build time (compile.ts): no ICU parser ships.
 */
declare const parameters: unique symbol;
export type Msg<Values> = string & { readonly [parameters]: Values };

export type Messages<Source> =
  Source extends Msg<infer Values>
    ? (values: Values) => string
    : Source extends string
      ? string
      : { readonly [Key in keyof Source]: Messages<Source[Key]> };

export type Translation<Source> = Source extends string
  ? string
  : { readonly [Key in keyof Source]: Translation<Source[Key]> };

/** A compiled message with parameters, as @lingui/core reads it. */
export type CompiledMessage = unknown[];

/**
 * A compiled catalog: `tree` has the source's shape, with each plain text as its final
 * string and `null` where a message takes values; `messages` holds those, by dotted path.
 */
export interface CompiledCatalog {
  /** Put before each message's id: catalogs loaded together keep apart. */
  prefix: string;
  tree: CompiledTree;
  messages: Record<string, CompiledMessage>;
}
export type CompiledTree = string | null | CompiledTree[] | { [key: string]: CompiledTree };

/** The catalog as screens read it: texts, and functions for messages with values. */
export function readCatalog<Source>(
  catalog: CompiledCatalog,
  format: (id: string, values: Record<string, unknown>) => string,
): Messages<Source> {
  const build = (node: CompiledTree, path: string): unknown => {
    if (node === null) {
      const id = catalog.prefix ? `${catalog.prefix}:${path}` : path;
      return (values: Record<string, unknown>) => format(id, values);
    }
    if (typeof node === 'string') return node;
    if (Array.isArray(node)) return node.map((child, index) => build(child, `${path}.${index}`));
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [key, build(child, path ? `${path}.${key}` : key)]),
    );
  };
  return build(catalog.tree, '') as Messages<Source>;
}
