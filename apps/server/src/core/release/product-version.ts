import rootPackage from '../../../../../package.json' with { type: 'json' };

/**
 * The product's one version (docs/upgrading.md): the root package's, which every workspace
 * package, the OpenAPI document and `/api/health` carry. Read at build time, so the compiled
 * server needs no package.json beside it.
 */
export const PRODUCT_VERSION: string = rootPackage.version;
