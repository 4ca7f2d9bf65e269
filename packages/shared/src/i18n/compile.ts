import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog, CompiledMessage, CompiledTree } from './catalog';
import { frenchTypography } from './typography.ts';

/**
 * Compiles a catalog's ICU texts at build time (the Vite plugin in build-plugins.ts and the
 * catalog check use it): the browser gets Lingui's compiled form and no parser.
 * A catalog is nested objects and arrays of strings; anything else is an error. Catalogs
 * loaded together (the web app's) give each its prefix, so that their ids
 * never meet. French texts get their typography (typography.ts) on the way.
 */
export function compileCatalog(source: unknown, name: string, prefix = '', locale?: string): CompiledCatalog {
  const id = (path: string) => (prefix ? `${prefix}:${path}` : path);
  const typeset = locale?.startsWith('fr') ? frenchTypography : (text: string) => text;
  const messages: Record<string, CompiledMessage> = {};
  const walk = (node: unknown, path: string): CompiledTree => {
    if (typeof node === 'string') {
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(typeset(node));
      } catch (error) {
        throw new Error(`${name}: ${path}: ${(error as Error).message}`, { cause: error });
      }
      if (compiled.every((token) => typeof token === 'string')) return compiled.join('');
      messages[id(path)] = compiled;
      return null;
    }
    if (Array.isArray(node)) return node.map((child, index) => walk(child, `${path}.${index}`));
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [key, walk(child, path ? `${path}.${key}` : key)]),
      );
    throw new Error(`${name}: ${path}: a catalog holds texts only`);
  };
  return { prefix, tree: walk(source, ''), messages };
}

/** The names of a compiled message's values, for the catalog check. */
export function parameterNames(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      names.add(name);
      if (choices && typeof choices === 'object')
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) visit(choice);
    }
  };
  visit(message);
  return [...names].sort();
}
