/** The part of webpack's loader context the catalogue loader uses. */
export interface CatalogueLoaderContext {
  resourcePath: string;
  /** The request's query: `?catalogue`, or `?locale=fr&catalogue` for one locale of a bundle. */
  resourceQuery: string;
  importModule(request: string): Promise<Record<string, unknown>>;
}

export default function catalogueLoader(this: CatalogueLoaderContext): Promise<string>;
